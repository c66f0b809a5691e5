import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Unknown routes: an apology, a suggestion and a way back (core seed §2). */
export function NotFound() {
  const { t } = useTranslation('common');
  return (
    <article>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.apology')}</p>
      <p>{t('notFound.suggestion')}</p>
      <Link to="/">{t('notFound.home', { defaultValue: t('header.logo') })}</Link>
    </article>
  );
}
