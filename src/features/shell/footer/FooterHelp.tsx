import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { telHref } from '@/shared/format/phone';
import type { FooterData } from '../common/shell-data';

/**
 * Core §2 footer help: the short and long support numbers with their call prices, and support hours.
 * The CMS's values when the footer loaded; the static texts (the `footer` texts' help) otherwise, so
 * help is there even when the footer call fails.
 */
export function FooterHelp({ lang, help }: { lang: Language; help: FooterData['help'] | undefined }) {
  const { t } = useTranslation('footer', { lng: lang });
  const titleId = useId();
  const numbers = [
    {
      label: t('help.shortNumberLabel'),
      number: help?.shortPhone ?? t('help.shortNumber'),
      price: help?.shortPhonePrice ?? t('help.shortNumberPrice'),
    },
    {
      label: t('help.longNumberLabel'),
      number: help?.longPhone ?? t('help.longNumber'),
      price: help?.longPhonePrice ?? t('help.longNumberPrice'),
    },
  ];
  return (
    <section className="site-footer__help" aria-labelledby={titleId}>
      <h2 id={titleId} className="site-footer__heading">
        {t('help.title')}
      </h2>
      <ul className="site-footer__phones">
        {numbers.map(({ label, number, price }) => (
          <li key={number} className="site-footer__phone">
            <span className="site-footer__phone-label">{label}</span>
            <a className="site-footer__phone-number" href={telHref(number)} aria-label={t('help.call', { number })}>
              {number}
            </a>
            <span className="site-footer__phone-price">{price}</span>
          </li>
        ))}
      </ul>
      <h3 className="site-footer__subheading">{t('help.hoursTitle')}</h3>
      <p className="site-footer__hours">{help?.supportHours ?? t('help.hours')}</p>
    </section>
  );
}
