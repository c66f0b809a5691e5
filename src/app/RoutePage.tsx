import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language, RouteKey } from '@generated/routes';

/** A route's page: its title as the heading and the document title, in the route's language. */
export function RoutePage({ routeKey, lang }: { routeKey: RouteKey; lang: Language }) {
  const { t } = useTranslation('routes', { lng: lang });
  const title = t(`${routeKey}.title`);
  useEffect(() => {
    document.title = `${title} | ${t('productName', { ns: 'common', lng: lang })}`;
  }, [title, t, lang]);
  return (
    <article>
      <h1>{title}</h1>
      <p>{t(`${routeKey}.description`, { defaultValue: '' })}</p>
    </article>
  );
}
