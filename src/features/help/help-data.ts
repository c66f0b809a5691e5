import { data, redirect } from 'react-router';
import type { components } from '@generated/api/schema';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { excerpt, plainText } from '@/shared/content/plain-text';

type Schemas = components['schemas'];
export type HelpGroup = Schemas['HelpGroup'];
export type HelpArticle = Schemas['HelpArticle'];
export type HelpSlugs = Schemas['HelpSlugs'];
export type HelpSearchHit = Schemas['HelpSearchHit'];

/** The longest query the search takes (the API's limit). */
export const QUERY_MAX_LENGTH = 100;

/**
 * What Help shows: every group, one group, one article, or search results (with the contacts for none).
 * A group's or an article's page is titled and described by it (`pageTitle`, `pageDescription`, read by RouteHead),
 * followed by Help's own title, so the group "Planai" is not titled as the plans page is.
 */
export type HelpData =
  | { kind: 'home'; groups: HelpGroup[] }
  | { kind: 'group'; group: HelpGroup; pageTitle: string; titleInSection: true; pageDescription: string; pageParams: HelpSlugs }
  | {
      kind: 'topic';
      article: HelpArticle;
      bodyHtml: string;
      group: HelpGroup | null;
      pageTitle: string;
      titleInSection: true;
      pageDescription: string;
      pageParams: HelpSlugs;
    }
  | { kind: 'search'; query: string; hits: HelpSearchHit[] };

/** An API 404 is the page's not-found screen. */
function notFoundOn404(error: unknown): never {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404) throw data(null, { status: 404 });
  throw error;
}

/**
 * Help's data by its address (core §2: /pagalba/:group?/:topic?, query q). A query searches; a group or
 * topic is asked by the slugs in the address, which may be another language's (after a language switch):
 * the page then moves to its own language's address. With no hit, the page offers the help line (spec/app.yaml helpLine).
 */
export async function loadHelp(
  services: Services,
  lang: Language,
  params: { group?: string; topic?: string },
  url: URL,
): Promise<HelpData> {
  const { api } = services;
  const query = (url.searchParams.get('q') ?? '').trim().slice(0, QUERY_MAX_LENGTH);
  if (query) {
    const hits = await unwrap(api.GET('/help/search', { params: { query: { q: query } } }));
    return { kind: 'search', query, hits };
  }
  const { group, topic } = params;
  if (group && topic) {
    const [article, own, { sanitizeHtml }] = await Promise.all([
      unwrap(api.GET('/help/groups/{group}/topics/{topic}', { params: { path: { group, topic } } })).catch(notFoundOn404),
      optionalData(
        services,
        unwrap(api.GET('/help/groups/{group}', { params: { path: { group } } })).catch((error: unknown) => {
          // the article's own 404 is what the page says; a missing sidebar is not a second error
          if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return null;
          throw error;
        }),
        null,
      ),
      // the CMS sanitiser (DOMPurify, 12 kB) only for an article, with its data
      import('@/shared/content/sanitize'),
    ]);
    if (article.group.slug !== group || article.slug !== topic)
      throw redirect(href('Help', { group: article.group.slug, topic: article.slug }, lang));
    const pageDescription = excerpt(plainText(article.body));
    return {
      kind: 'topic',
      article,
      bodyHtml: sanitizeHtml(article.body),
      group: own,
      pageTitle: article.title,
      titleInSection: true,
      pageDescription,
      pageParams: article.slugs,
    };
  }
  if (group) {
    const found = await unwrap(api.GET('/help/groups/{group}', { params: { path: { group } } })).catch(notFoundOn404);
    if (found.slug !== group) throw redirect(href('Help', { group: found.slug }, lang));
    return {
      kind: 'group',
      group: found,
      pageTitle: found.title,
      titleInSection: true,
      pageDescription: found.description,
      // The other languages' own pages, for the language alternates and the language switch (issue 50).
      pageParams: found.slugs,
    };
  }
  return { kind: 'home', groups: await unwrap(api.GET('/help/groups')) };
}

/** A phone number as a tel: link target (spaces dropped). */
