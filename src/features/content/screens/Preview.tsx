import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { href } from '@/shared/routing/paths';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { CmsArticle } from '../CmsArticle';
import type { LoadedPage } from '../content-api';

/** Only the base texts: this public page loads no form, enum or campaign texts. */
export const namespaces = [] as const;

/** The draft asked for; null at the bare address, which names none. */
type PreviewData = { draft: LoadedPage | null };

/**
 * The bare address names no draft: it says how a preview is opened, the same for everyone, so it is
 * prerendered whole (issue 36). An address with a query is rendered afresh from its loader.
 */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  data: async (): Promise<PreviewData> => ({ draft: null }),
};

/**
 * Editors' preview of a CMS page draft: GET /pages/{id}/preview, whatever its publish state, with the
 * preview token of the CMS's preview link (/preview?pageId=…&previewToken=…); the API answers 404
 * without it, and so does this page. The bare address says how to open one.
 */
export async function loader({ request, services }: ScreenLoaderArgs): Promise<PreviewData> {
  const query = new URL(request.url).searchParams;
  if (!query.has('pageId') && !query.has('previewToken')) return { draft: null };
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
    draft: {
      meta: {
        pageId: page.id,
        aliases: { lt: page.alias, en: page.alias, ru: page.alias },
        hidden: false,
        publishFrom: null,
        publishTo: null,
        seoTitle: page.title,
        seoDescription: '',
      },
      title: page.title,
      html: page.content,
    },
  };
}

export default function Preview() {
  const { draft } = useLoaderData() as PreviewData;
  return draft ? <CmsArticle page={draft} /> : <HowToPreview />;
}

function HowToPreview() {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  return (
    <section className="cms-page" aria-labelledby="preview-title">
      <RouteHeading id="preview-title" />
      <p>{t('cmsPreview.howTo')}</p>
      <p>
        <Link className="button button--secondary" to={href('Home', {}, lang)}>
          {t('cmsPreview.toHome')}
        </Link>
      </p>
    </section>
  );
}
