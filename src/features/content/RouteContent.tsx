import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { optionalData } from '@/shared/api/optional-data';
import { sanitizeHtml } from '@/shared/content/sanitize';
import { aliasOf, loadPage, type LoadedPage } from './content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/**
 * The screen of an editorial route (`screen: content` in the spec): its title and description from the
 * spec, and the CMS content published at its path (if any) below them.
 */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<LoadedPage | null> {
  const url = new URL(request.url);
  // The page still has its title and description when its CMS content cannot be loaded.
  return (await optionalData(services, loadPage(services, aliasOf(url.pathname), url.searchParams), undefined)) ?? null;
}

export default function RouteContent() {
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes', { lng: lang });
  const page = useLoaderData() as LoadedPage | null;
  return (
    <article className="route-content">
      <h1>{t(`${key}.title`)}</h1>
      <p className="lead">{t(`${key}.description`, { defaultValue: '' })}</p>
      {page ? <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.html) }} /> : null}
    </article>
  );
}
