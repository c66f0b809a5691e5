import { app } from '@generated/app';
import { unwrap } from '@/shared/api/client';
import { ApiError } from '@/shared/api/api-error';
import { isPageVisible, type PageMetadata } from '@/shared/content/page-visibility';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
import type { Services } from '@/shared/services';

let shortLinks: Promise<{ shortlink: string; path: string }[]> | undefined;

/** Core §2: short links are fetched once; a request matching a short path is redirected to its target. */
export async function shortLinkTarget(services: Services, pathname: string): Promise<string | undefined> {
  shortLinks ??= unwrap(services.api.GET('/shortlinks')).catch(() => {
    shortLinks = undefined;
    return [];
  });
  const normalised = pathname.replace(/\/+$/, '').toLowerCase() || '/';
  const link = (await shortLinks).find((l) => `/${l.shortlink.replace(/^\/+/, '')}`.toLowerCase() === normalised);
  return link ? safeRedirectPath(link.path, location.origin) : undefined;
}

export interface LoadedPage {
  meta: PageMetadata;
  title: string;
  html: string;
}

/** The CMS page at an alias, or undefined when the seeds' rules say it is not found. */
export async function loadPage(services: Services, alias: string, query: URLSearchParams): Promise<LoadedPage | undefined> {
  let meta: PageMetadata | undefined;
  try {
    meta = await unwrap(services.api.GET('/pages/metadata', { params: { query: { alias } } }));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && error.status === 404) return undefined;
    throw error;
  }
  if (!isPageVisible(meta, new Date(), query, app.hiddenPageQueryKey)) return undefined;
  const page = await unwrap(services.api.GET('/pages/{id}', { params: { path: { id: meta.pageId } } }));
  return { meta, title: page.title, html: page.content };
}

/** The alias of a path: without the language prefix and trailing slash. */
export const aliasOf = (pathname: string) => pathname.replace(/^\/(en|ru)(?=\/|$)/, '').replace(/\/+$/, '') || '/';
