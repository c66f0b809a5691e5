import { HttpResponse } from 'msw';
import { safeRedirectPath } from '../shared/navigation/safe-redirect';

/**
 * Every redirect the sandbox answers goes through the app's own check (safeRedirectPath), so an
 * address a caller chose (the partner auto-login's returnUrl) can never send a browser off the site,
 * whatever dot segments or encodings it carries; anything refused goes to `fallback`, a path the
 * sandbox built itself. The Location is a path: the browser resolves it against the page's origin.
 */
export function redirectTo(target: string | null | undefined, fallback: string): HttpResponse<null> {
  const location = safeRedirectPath(target) ?? safeRedirectPath(fallback);
  if (location === undefined) throw new TypeError(`sandbox: the fallback redirect ${fallback} is not a path of this site`);
  return new HttpResponse(null, { status: 302, headers: { Location: location } });
}
