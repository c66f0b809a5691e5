import { languages, routes } from '../../generated/routes';
import type { components } from '../../generated/api/schema';

type Listed = components['schemas']['PageListItem'];
type Fetch = (path: string, lang: 'lt') => Promise<unknown>;

/**
 * The CMS's published pages that are not hidden (GET /pages), at their alias under each language's prefix
 * (the catch-all route answers a page's alias in every language): the content pages the build bakes.
 */
export async function contentPagePaths(get: Fetch): Promise<string[]> {
  const listed = (await get('/pages', 'lt')) as Listed[];
  return listed.flatMap((page) =>
    languages.map((lang) => {
      const prefix = routes.Home.paths[lang]!.replace(/\/$/, '');
      return `${prefix}${page.alias}`;
    }),
  );
}
