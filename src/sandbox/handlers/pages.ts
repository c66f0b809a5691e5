import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { api } from '../http';
import type { World } from '../world';
import { languageOf, pick, type Language, type Text } from '../world/i18n';
import { normalizeAlias, type PageState } from '../world/pages';

function pageById(world: World, id: number): PageState {
  const page = world.pages.find((candidate) => candidate.id === id);
  if (!page) throw notFound(`Page ${id}`);
  return page;
}

function contentOf(page: PageState, content: Text, language: Language) {
  return { id: page.id, alias: page.alias, title: pick(page.title, language), content: pick(content, language), updatedAt: page.updatedAt.toISOString() };
}

/**
 * Content pages. Metadata is answered for hidden and unpublished pages too (the portal decides to
 * show not-found); content is answered for any existing page, the preview with its draft.
 */
export function pagesHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/pages/metadata', ({ request, query, response }) => {
      const language = languageOf(request);
      const alias = normalizeAlias(query.get('alias'));
      const page = ctx.world(request).pages.find((candidate) => candidate.alias === alias);
      if (!page) throw notFound(`Page ${alias}`);
      return response(200).json({
        pageId: page.id, hidden: page.hidden, publishFrom: page.publishFrom?.toISOString() ?? null, publishTo: page.publishTo?.toISOString() ?? null,
        seoTitle: pick(page.seoTitle, language), seoDescription: pick(page.seoDescription, language),
      });
    }),
    api.get('/pages/{id}', ({ request, params, response }) => {
      const page = pageById(ctx.world(request), Number(params.id));
      return response(200).json(contentOf(page, page.content, languageOf(request)));
    }),
    api.get('/pages/{id}/preview', ({ request, params, response }) => {
      const page = pageById(ctx.world(request), Number(params.id));
      return response(200).json(contentOf(page, page.draft ?? page.content, languageOf(request)));
    }),
  ];
}
