import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import type { CmsTexts, FooterData } from '../common/shell-data';
import { SocialIcon } from './SocialIcon';

const SAFE_URL = /^(https:\/\/|\/(?!\/))/i;

/** Core §3 footer apps: store badges (image, url, alt text from the CMS resource key). */
export function FooterApps({ lang, apps, texts }: { lang: Language; apps: FooterData['apps']; texts: CmsTexts }) {
  const { t } = useTranslation('footer', { lng: lang });
  const list = apps.filter((app) => SAFE_URL.test(app.url));
  if (!list.length) return null;
  // Without the CMS text the store is named from its address, never left without an alt text.
  const fallback = (url: string) =>
    t(/apple\.com/i.test(url) ? 'apps.appStore' : /google\.com/i.test(url) ? 'apps.googlePlay' : 'apps.title');
  return (
    <section className="site-footer__apps">
      <h2 className="site-footer__heading">{t('apps.title')}</h2>
      <ul className="site-footer__badges">
        {list.map((app) => (
          <li key={app.url}>
            <AppBadge url={app.url} image={app.image} name={texts[app.altTextResource] ?? fallback(app.url)} newTab={t('common:newTab')} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A store badge; if its image cannot load, the same words as a styled label (never a broken image). */
function AppBadge({ url, image, name, newTab }: { url: string; image: string; name: string; newTab: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className="site-footer__badge">
      {broken ? (
        <span className="site-footer__badge-text">
          {name} <span className="visually-hidden">{newTab}</span>
        </span>
      ) : (
        <img src={image} alt={`${name} ${newTab}`} width="135" height="40" loading="lazy" onError={() => setBroken(true)} />
      )}
    </a>
  );
}

/** Core §2 footer socials: icon links, named by the CMS resource key's text. */
export function FooterSocials({ lang, socials, texts }: { lang: Language; socials: FooterData['socials']; texts: CmsTexts }) {
  const { t } = useTranslation('footer', { lng: lang });
  const list = socials.filter((social) => SAFE_URL.test(social.url));
  if (!list.length) return null;
  return (
    <section className="site-footer__socials">
      <h2 className="site-footer__heading">{t('socials.title')}</h2>
      <ul className="site-footer__social-list">
        {list.map((social) => (
          <li key={social.url}>
            <a href={social.url} target="_blank" rel="noopener noreferrer" className="site-footer__social">
              <SocialIcon network={social.network} />
              <span className="visually-hidden">
                {texts[social.altTextResource] ?? t(`socials.${social.network}`)} {t('common:newTab')}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
