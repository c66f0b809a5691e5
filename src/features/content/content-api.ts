import * as app from '@generated/app';
import { ApiError, isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { isPageVisible, type PageMetadata } from '@/shared/content/page-visibility';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import type { Services } from '@/shared/services';
import { now } from '@/shared/clock';
import type { Language } from '@generated/routes';

interface ShortLink {
  shortlink: string;
  path: string;
}

const shortLinkLists = new WeakMap<Services, Promise<ShortLink[]>>();

/** 401, 403 and 503 are the route guard's to act on (Login, root, maintenance); other failures are not. */

/**
 * Core §2: short links are fetched (once per app; a failure is retried on the next page). The list is
 * optional: without it no path is a short link (a 503 still goes to maintenance: the API client sees to it).
 */
function shortLinks(services: Services): Promise<ShortLink[]> {
  let list = shortLinkLists.get(services);
  if (!list) {
    list = unwrap(services.api.GET('/shortlinks')).catch((error: unknown) => {
      shortLinkLists.delete(services);
      if (isHandled(error)) throw error;
      return [];
    });
    shortLinkLists.set(services, list);
  }
  return list;
}

/** Core §2: a request matching a short path is redirected to its target, if the one redirect check allows it. */
export async function shortLinkTarget(services: Services, pathname: string): Promise<string | undefined> {
  const normalised = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const link = (await shortLinks(services)).find((l) => `/${l.shortlink.replace(/^\/+/, '')}`.toLowerCase() === normalised);
  return link ? safeRedirectPath(link.path, location.origin) : undefined;
}

export interface LoadedPage {
  meta: PageMetadata;
  title: string;
  html: string;
  /**
   * The page's address in each language (its alias as the catch-all route's param): its language alternates
   * and the language switch name each language's own page, /en/about-us beside /apie-mus (issue 50).
   */
  pageParams?: Record<Language, { '*': string }>;
}

/** The hidden-page key of the page's query, passed on to the API, which serves hidden pages only with it. */
function hiddenKeyOf(query: URLSearchParams): { hiddenPageKey?: string } {
  const key = query.get(app.hiddenPageQueryKey);
  return key ? { hiddenPageKey: key } : {};
}

/** The CMS page at an alias, or undefined when the seeds' rules say it is not found. */
export async function loadPage(services: Services, alias: string, query: URLSearchParams): Promise<LoadedPage | undefined> {
  let meta: PageMetadata | undefined;
  const key = hiddenKeyOf(query);
  try {
    meta = await unwrap(services.api.GET('/pages/metadata', { params: { query: { alias, ...key } } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return undefined;
    throw error;
  }
  if (!isPageVisible(meta, now(), query, app.hiddenPageQueryKey)) return undefined;
  const page = await unwrap(services.api.GET('/pages/{id}', { params: { path: { id: meta.pageId }, query: key } }));
  const param = (own: string) => ({ '*': own.replace(/^\/+/, '') });
  const { lt, en, ru } = meta.aliases;
  return { meta, title: page.title, html: page.content, pageParams: { lt: param(lt), en: param(en), ru: param(ru) } };
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };
const settle = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

export type ContentAnswer = { redirect: string } | { page: LoadedPage } | { notFound: true };

/**
 * What the catch-all route shows at a path (issue 7 D5): the short-link list and the page's metadata
 * are asked in parallel. A short link found first wins; a page that exists never waits for the
 * short-link list; only a path with no page waits for it (it is then the only possible answer). A
 * failed page load with no short link is rethrown (the route guard: redirect, or ScreenError).
 */
export async function resolveContent(services: Services, pathname: string, query: URLSearchParams): Promise<ContentAnswer> {
  const link = settle(shortLinkTarget(services, pathname));
  const page = settle(loadPage(services, aliasOf(pathname), query));
  const first = await Promise.race([link.then((l) => ({ link: l })), page.then((p) => ({ page: p }))]);
  if ('link' in first) {
    if (!first.link.ok) throw first.link.error;
    if (first.link.value) return { redirect: first.link.value };
  }
  const loaded = 'page' in first ? first.page : await page;
  if (loaded.ok && loaded.value) return { page: loaded.value };
  if (!loaded.ok && isHandled(loaded.error)) throw loaded.error;
  const target = await link;
  if (!target.ok) throw target.error;
  if (target.value) return { redirect: target.value };
  if (!loaded.ok) throw loaded.error;
  return { notFound: true };
}

/** The alias of a path: without the language prefix and trailing slash. */
export const aliasOf = (pathname: string) => pathname.replace(/^\/(en|ru)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
