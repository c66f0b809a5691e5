import { useLoaderData } from 'react-router-dom';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { CmsArticle } from '../CmsArticle';
import type { LoadedPage } from '../content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/**
 * Editors' preview of a CMS page draft: GET /pages/{id}/preview, whatever its publish state, with the
 * preview token of the CMS's preview link (/preview?pageId=…&previewToken=…); the API answers 404
 * without it, and so does this page.
 */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<LoadedPage> {
  const query = new URL(request.url).searchParams;
  const id = Number(query.get('pageId'));
  const previewToken = query.get('previewToken');
  if (!Number.isInteger(id) || id <= 0 || !previewToken) throw new Response('Not found', { status: 404 });
  let page;
  try {
    page = await unwrap(services.api.GET('/pages/{id}/preview', { params: { path: { id }, query: { previewToken } } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) throw new Response('Not found', { status: 404 });
    throw error;
  }
  return {
    meta: { pageId: page.id, hidden: false, publishFrom: null, publishTo: null, seoTitle: page.title, seoDescription: '' },
    title: page.title,
    html: page.content,
  };
}

export default function Preview() {
  return <CmsArticle page={useLoaderData() as LoadedPage} />;
}
