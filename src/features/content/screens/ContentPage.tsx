import { redirect, useLoaderData } from 'react-router';
import { hrefOf } from '@/shared/routing/paths';
import type { ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import { CmsArticle } from '../CmsArticle';
import { aliasOf, resolveContent, type LoadedPage } from '../content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/** The catch-all route: a short link's target, else the CMS page at this path, else 404. */
export async function loader({ request, services, route }: ScreenLoaderArgs): Promise<LoadedPage> {
  const url = new URL(request.url);
  const answer = await resolveContent(services, url.pathname, url.searchParams);
  if ('redirect' in answer) throw redirect(answer.redirect);
  if ('notFound' in answer) throw new Response('Not found', { status: 404 });
  // Another language's alias under this prefix (a link shared in that language) finds the page: it moves
  // to this language's own address, keeping the query (a hidden page's key).
  const own = answer.page.meta.aliases[route.lang];
  const params = answer.page.pageParams?.[route.lang];
  if (own && params && decodeURI(aliasOf(url.pathname)).toLowerCase() !== own.toLowerCase()) {
    throw redirect(`${hrefOf('ContentPage', params, route.lang)}${url.search}`);
  }
  return answer.page;
}

/**
 * The CMS's published pages are prerendered with their text (the build lists them: GET /pages), sanitised
 * as in the browser; whether a page is still published is the loader's to say once the page is live.
 */
export const prerender: ScreenModule['prerender'] = { screen: () => true, baked: true, data: loader };

export default function ContentPage() {
  const page = useLoaderData() as LoadedPage;
  return <CmsArticle page={page} />;
}
