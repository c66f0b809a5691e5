import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { notFound, requiredQuery } from '../errors';
import { api } from '../http';
import { pageAt, type PageState } from '../world/pages';

/** A page the request may see: published now, and hidden only with its key (the same rule as GET /pages/metadata). */
function mayServe(page: PageState & { hiddenKey?: string }, key: string | null, now: Date): boolean {
  const published = (!page.publishFrom || page.publishFrom <= now) && (!page.publishTo || page.publishTo >= now);
  return published && (!page.hidden || (!!key && key === (page.hiddenKey ?? key)));
}

/**
 * GET /pages/resolve (# assumed): what the site serves at an address none of the portal's routes
 * serves, for the web server's 404 decision. A short link is matched on the whole path (as the portal
 * matches it), a page on its alias (language prefix and trailing slash dropped).
 */
export function sitePathsHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/pages/resolve', ({ request, query, response }) => {
      const world = ctx.world(request);
      const path = requiredQuery(query.get('path'), 'path');
      const normalised = path.replace(/\/+$/, '').toLowerCase() || '/';
      const link = world.shortLinks.find((l) => `/${l.shortlink.replace(/^\/+/, '')}`.toLowerCase() === normalised);
      if (link) return response(200).json({ kind: 'shortlink', pageId: null, target: link.path });
      const page = pageAt(world.pages, path);
      if (!page || !mayServe(page, query.get('hiddenPageKey'), world.clock())) throw notFound(`Nothing at ${path}`);
      return response(200).json({ kind: 'page', pageId: page.id, target: null });
    }),
  ];
}
