import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { helpLine } from '@/shared/content/help-line';

/**
 * Core §2 footer help: the short and long support numbers with their call prices, and support hours.
 * One source (issue 49): `helpLine`, so the prerendered HTML, the live page and every language name the same line.
 */
export function FooterHelp({ lang }: { lang: Language }) {
  const { t } = useTranslation('footer', { lng: lang });
  const titleId = useId();
  const { numbers, hours } = helpLine(t, lang);
  return (
    <section className="site-footer__help" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {t('help.title')}
      </h2>
      <ul className="site-footer__phones">
        {numbers.map(({ label, number, href, price }) => (
          <li key={number} className="site-footer__phone">
            <span className="site-footer__phone-label">{label}</span>
            <a className="site-footer__phone-number" href={href} aria-label={t('help.call', { number })}>
              {number}
            </a>
            <span className="site-footer__phone-price">{price}</span>
          </li>
        ))}
      </ul>
      <h3 className="site-footer__subheading">{t('help.hoursTitle')}</h3>
      <p className="site-footer__hours">{hours}</p>
    </section>
  );
}
