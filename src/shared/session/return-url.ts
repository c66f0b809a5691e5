import * as app from '@generated/app';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { redirectTarget, safeRedirectPath } from '@/shared/navigation/safe-redirect';

export const RETURN_ROUTE_KEY = app.tokens.returnRouteStorageKey!;

/**
 * The returnUrl Login and the SMS challenge work with (core §2 "stored return route"). A returnUrl in
 * the query wins and is remembered in session storage, so a detour through password recovery or
 * registration and back to Login still returns there; the route guard forgets it on any other route.
 * Only a same-site path is ever kept or returned: an unsafe one counts as none.
 */
export function rememberReturnUrl(
  query: URLSearchParams,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
): string | undefined {
  if (query.has('returnUrl')) {
    const safe = safeRedirectPath(query.get('returnUrl'));
    if (safe) storage.setItem(RETURN_ROUTE_KEY, safe);
    else storage.removeItem(RETURN_ROUTE_KEY);
    return safe;
  }
  return safeRedirectPath(storage.getItem(RETURN_ROUTE_KEY));
}

/** Where a login ends without a forced flow: the safe returnUrl, else the dashboard in the page's language. */
export function landingPath(returnUrl: string | null | undefined, lang: Language): string {
  return redirectTarget(returnUrl, href('Dashboard', {}, lang));
}

/**
 * Where a page sends a visitor to log in and come back (issue 49: the one way, for the guard, the failure
 * policy, an expired session and a page's own "log in" link): Login with the page's path, query and anchor
 * as returnUrl, so the visitor returns to the same place on the page.
 */
export function loginAndBack(lang: Language, back: string | { pathname: string; search: string; hash: string }): string {
  const returnUrl = typeof back === 'string' ? back : `${back.pathname}${back.search}${back.hash}`;
  return href('Login', {}, lang, { returnUrl });
}
