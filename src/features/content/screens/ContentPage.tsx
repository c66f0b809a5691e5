import { redirect, useLoaderData } from 'react-router-dom';
import type { ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import { CmsArticle } from '../CmsArticle';
import { resolveContent, type LoadedPage } from '../content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/** The catch-all route: a short link's target, else the CMS page at this path, else 404. */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<LoadedPage> {
  const url = new URL(request.url);
  const answer = await resolveContent(services, url.pathname, url.searchParams);
  if ('redirect' in answer) throw redirect(answer.redirect);
  if ('notFound' in answer) throw new Response('Not found', { status: 404 });
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
