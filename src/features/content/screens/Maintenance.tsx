import { useTranslation } from 'react-i18next';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/** Core §8: where a 503 answer sends the user; "try again" reloads the page they wanted. */
export default function Maintenance() {
  const { t } = useTranslation('common');
  return (
    <section className="maintenance" aria-labelledby="maintenance-title">
      <h1 id="maintenance-title">{t('maintenance.title')}</h1>
      <p>{t('maintenance.description')}</p>
      <a className="button" href="/">
        {t('maintenance.retry')}
      </a>
    </section>
  );
}
