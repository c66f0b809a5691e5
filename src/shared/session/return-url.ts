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
