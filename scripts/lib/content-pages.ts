import { languages, routes } from '../../generated/routes';
import type { components } from '../../generated/api/schema';
import type { SitePage } from './site-files';

type Listed = components['schemas']['PageListItem'];
type Fetch = (path: string, lang: 'lt') => Promise<unknown>;

/**
 * The CMS's published pages that are not hidden (GET /pages), at their alias under each language's prefix
 * (the catch-all route answers a page's alias in every language): the content pages the build bakes and
 * lists in the sitemap.
 */
export async function contentPages(get: Fetch): Promise<SitePage[]> {
  const listed = (await get('/pages', 'lt')) as Listed[];
  return listed.flatMap((page) =>
    languages.map((lang) => ({
      path: `${routes.Home.paths[lang]!.replace(/\/$/, '')}${page.alias}`,
      key: 'ContentPage' as const,
      lang,
      group: `page/${page.alias}`,
    })),
  );
}
