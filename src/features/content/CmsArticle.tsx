import { sanitizeHtml } from '@/shared/content/sanitize';
import type { LoadedPage } from './content-api';

/** A CMS page: its SEO title and description in <head>, its sanitised HTML as the article. */
export function CmsArticle({ page }: { page: LoadedPage }) {
  return (
    <article className="cms-page">
      <title>{page.meta.seoTitle || page.title}</title>
      {page.meta.seoDescription ? <meta name="description" content={page.meta.seoDescription} /> : null}
      <h1>{page.title}</h1>
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(page.html) }} />
    </article>
  );
}
