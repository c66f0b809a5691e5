import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { ElementLink } from '../common/ElementLink';
import { useHydrated } from '@/shared/ui/use-hydrated';
import type { ElementLinkData } from '../common/shell-data';
import { CookieSettingsButton } from '../cookies/CookieSettingsButton';
import { now } from '@/shared/clock';

/**
 * Core §2: copyright with the year, the policy links and the cookie-settings item, which opens the
 * cookie consent's settings (campaign seed §4; loaded when asked for, see ShellExtras).
 */
export function FooterBottom({ lang, policies }: { lang: Language; policies: ElementLinkData[] }) {
  const { t } = useTranslation('footer', { lng: lang });
  // The prerendered page has the year it was built in; the live page the year it is seen in (a page
  // built in December and opened in January would otherwise not hydrate as sent).
  const hydrated = useHydrated();
  const year = hydrated ? now().getFullYear() : Number(import.meta.env.VITE_BUILD_YEAR);
  return (
    <div className="site-footer__bottom">
      <p className="site-footer__copyright">{t('copyright', { year })}</p>
      <ul className="site-footer__policies">
        {policies.map((link) => (
          <li key={`${link.href}|${link.name}`}>
            <ElementLink link={link} className="site-footer__link" />
          </li>
        ))}
        <li>
          <CookieSettingsButton lang={lang} />
        </li>
      </ul>
    </div>
  );
}
