import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { app } from '@generated/app';
import { href, languages, matchRoute, routes } from '@generated/routes';
import { isStagingHost } from '@/shared/navigation/staging';
import { useRoute } from '@/shared/routing/screen';


/**
 * Title, description, canonical and language-alternate links of the current route; noindex on
 * staging hosts. React 19 hoists these elements into <head>.
 */
export function RouteHead({ title: override }: { title?: string }) {
  const { key, lang, record } = useRoute();
  const { pathname } = useLocation();
  const { t } = useTranslation('routes', { lng: lang });
  const title = override ?? t(`${key}.title`);
  const description = t(`${key}.description`, { defaultValue: '' });
  const match = matchRoute(pathname);
  const params = (match?.key === key ? match.params : {}) as never;
  // The production origin, the same in prerendered HTML and in the browser (no hydration difference).
  const origin = app.siteUrl;
  const dynamic = key === 'ContentPage';
  return (
    <>
      {/* A dynamic (CMS) page sets its own title and description from its metadata. */}
      {dynamic ? null : <title>{`${title} | ${app.product.name}`}</title>}
      {!dynamic && description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={`${origin}${dynamic ? pathname : href(key as 'Home', params, lang).split(/[?#]/)[0]}`} />
      {!dynamic &&
        languages
          .filter((l) => routes[key].paths[l] !== undefined)
          .map((l) => (
            <link key={l} rel="alternate" hrefLang={app.languages.htmlLang[l]} href={`${origin}${href(key as 'Home', params, l).split(/[?#]/)[0]}`} />
          ))}
      {isStagingHost() ? <meta name="robots" content="noindex, nofollow" /> : record.noindex ? <meta name="robots" content="noindex" /> : null}
      {record.darkHeader ? <meta name="theme-color" content="#14142b" /> : null}
    </>
  );
}
