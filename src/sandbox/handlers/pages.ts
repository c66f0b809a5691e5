import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { notFound, requiredQuery } from '../errors';
import { api } from '../http';
import type { World } from '../world';
import { languageOf, pick, type Language, type Text } from '../world/i18n';
import { aliasesOf, isPublished, normalizeAlias, pageAt, PREVIEW_TOKEN, type PageState } from '../world/pages';

function pageById(world: World, id: number): PageState {
  const page = world.pages.find((candidate) => candidate.id === id);
  if (!page) throw notFound(`Page ${id}`);
  return page;
}

function contentOf(page: PageState, content: Text, language: Language) {
  return {
    id: page.id,
    alias: pick(page.alias, language),
    title: pick(page.title, language),
    content: pick(content, language),
    updatedAt: page.updatedAt.toISOString(),
  };
}

/**
 * Whether a request may see a page (issue 7): a published page that is not hidden, a hidden one only
 * with its hidden-page key, and anything (unpublished, hidden, drafts) with the editors' preview token.
 * Otherwise the page does not exist, as far as the request can tell.
 */
function mayServe(page: PageState, query: { get(name: string): string | null }, now: Date): boolean {
  if (query.get('previewToken') === PREVIEW_TOKEN) return true;
  if (!isPublished(page, now)) return false;
  return !page.hidden || (!!page.hiddenKey && query.get('hiddenPageKey') === page.hiddenKey);
}

/**
 * Content pages. Hidden pages are answered only with their hidden-page key, unpublished ones and
 * drafts only with the preview token (spec/api/pages.yaml); the portal still checks visibility itself.
 */
export function pagesHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/pages', ({ request, response }) => {
      const world = ctx.world(request);
      const listed = world.pages.filter((page) => !page.hidden && isPublished(page, world.clock()));
      return response(200).json(
        listed.map((page) => ({
          pageId: page.id,
          alias: pick(page.alias, languageOf(request)),
          aliases: aliasesOf(page),
          publishTo: page.publishTo?.toISOString() ?? null,
        })),
      );
    }),
    api.get('/pages/metadata', ({ request, query, response }) => {
      const language = languageOf(request);
      const alias = normalizeAlias(requiredQuery(query.get('alias'), 'alias'));
      const world = ctx.world(request);
      const page = pageAt(world.pages, alias);
      if (!page || !mayServe(page, query, world.clock())) throw notFound(`Page ${alias}`);
      return response(200).json({
        pageId: page.id,
        aliases: aliasesOf(page),
        hidden: page.hidden,
        publishFrom: page.publishFrom?.toISOString() ?? null,
        publishTo: page.publishTo?.toISOString() ?? null,
        seoTitle: pick(page.seoTitle, language),
        seoDescription: pick(page.seoDescription, language),
      });
    }),
    api.get('/pages/{id}', ({ request, params, query, response }) => {
      const world = ctx.world(request);
      const page = pageById(world, Number(params.id));
      if (!mayServe(page, query, world.clock())) throw notFound(`Page ${params.id}`);
      return response(200).json(contentOf(page, page.content, languageOf(request)));
    }),
    api.get('/pages/{id}/preview', ({ request, params, query, response }) => {
      const page = pageById(ctx.world(request), Number(params.id));
      if (query.get('previewToken') !== PREVIEW_TOKEN) throw notFound(`Page ${params.id}`);
      return response(200).json(contentOf(page, page.draft ?? page.content, languageOf(request)));
    }),
  ];
}
