import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';

/**
 * Where a page sends a visitor to log in and come back (issue 49: the one way, for the guard, the failure
 * policy, an expired session and a page's own "log in" link; a module of its own, so a page's link to
 * Login does not bring Login's return-route checks with it): Login with the page's path, query and anchor
 * as returnUrl, so the visitor returns to the same place on the page.
 */
export function loginAndBack(lang: Language, back: string | { pathname: string; search: string; hash: string }): string {
  const returnUrl = typeof back === 'string' ? back : `${back.pathname}${back.search}${back.hash}`;
  return href('Login', {}, lang, { returnUrl });
}
