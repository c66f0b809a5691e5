import { useTranslation } from 'react-i18next';
import { useRoute } from './screen';

/**
 * A page's heading and lead: its route's title and description, the texts the prerendered page
 * already shows (src/app/RouteFallback.tsx). A screen that opens with them keeps what was painted
 * first: no text swapped at hydration, and the largest text on the page is painted with the HTML.
 */
export function RouteHeading({ id }: { id?: string }) {
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes', { lng: lang });
  return (
    <>
      <h1 id={id}>{t(`${key}.title`)}</h1>
      <p className="lead">{t(`${key}.description`, { defaultValue: '' })}</p>
    </>
  );
}
