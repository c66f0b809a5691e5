import { useLoaderData } from 'react-router-dom';
import { unwrap } from '@/shared/api/client';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { CmsArticle } from '../CmsArticle';
import type { LoadedPage } from '../content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/** Editors' preview of a CMS page draft: GET /pages/{id}/preview, whatever its publish state. */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<LoadedPage> {
  const id = Number(new URL(request.url).searchParams.get('pageId'));
  if (!Number.isInteger(id) || id <= 0) throw new Response('Not found', { status: 404 });
  const page = await unwrap(services.api.GET('/pages/{id}/preview', { params: { path: { id } } }));
  return {
    meta: { pageId: page.id, hidden: false, publishFrom: null, publishTo: null, seoTitle: page.title, seoDescription: '' },
    title: page.title,
    html: page.content,
  };
}

export default function Preview() {
  return <CmsArticle page={useLoaderData() as LoadedPage} />;
}
