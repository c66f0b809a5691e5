import { languages } from '../../generated/routes';
import type { components } from '../../generated/api/schema';
import { hrefOf, matchRoute } from '../../src/shared/routing/paths';
import type { SitePage } from './site-files';

type Listed = components['schemas']['PageListItem'];
type Fetch = (path: string, lang: 'lt') => Promise<unknown>;

/**
 * The CMS's published pages that are not hidden (GET /pages), each at its own alias in each language under
 * that language's prefix (PageAliases: /apie-mus, /en/about-us, /ru/o-nas): the content pages the build bakes and
 * lists in the sitemap. Left to the live app (the web server asks the API about an address it has no file
 * of): a page whose publication ends on a date (a baked file would outlive it), and an alias that is not
 * the catch-all's (one of the app's own routes, `/`, a path that climbs out), which is reported.
 */
export async function contentPages(get: Fetch): Promise<SitePage[]> {
  const listed = (await get('/pages', 'lt')) as Listed[];
  return listed
    .filter((page) => page.publishTo === null)
    .flatMap((page) =>
      languages.flatMap((lang) => {
        const alias = page.aliases[lang];
        const path = hrefOf('ContentPage', { '*': encodeURI(alias.replace(/^\/+/, '')) }, lang);
        if (/(^|\/)\.\.?(\/|$)/.test(alias) || matchRoute(path)?.key !== 'ContentPage') {
          console.warn(`prerender: CMS page ${page.pageId}'s alias ${alias} is not a content page's address in ${lang}: not baked`);
          return [];
        }
        return [{ path, key: 'ContentPage' as const, lang, group: `page/${page.pageId}` }];
      }),
    );
}
