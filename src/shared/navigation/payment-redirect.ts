import { matchRoute } from '@/shared/routing/paths';
import { apiBaseUrl } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';

/** Where the sandbox's stand-in payment page lives under the API base (src/sandbox/README.md). */
export const SANDBOX_GATEWAY = '/__sandbox/payment-gateway/';

/** How to follow a payment's redirectUrl: inside the app, with a full page load, or not at all. */
export type PaymentRedirect = { kind: 'route'; path: string } | { kind: 'document'; url: string } | undefined;

/**
 * A payment answer's redirectUrl is followed only when it stays on this site (safeRedirectPath: an
 * absolute URL of the page's own origin counts, as its path) or is the sandbox's payment page under the
 * API base (which may be another origin when VITE_API_BASE_URL points elsewhere). A portal screen is
 * opened in the app; anything else on the site (the gateway page) with a full page load. Every other
 * target (another host, a scheme, protocol-relative tricks) is refused.
 */
export function paymentRedirect(redirectUrl: unknown, pageOrigin: string, apiBase: string): PaymentRedirect {
  if (typeof redirectUrl !== 'string' || !redirectUrl.trim()) return undefined;
  let url: URL;
  try {
    url = new URL(redirectUrl.trim(), pageOrigin);
  } catch {
    return undefined;
  }
  const gateway = new URL(`${apiBase.replace(/\/+$/, '')}${SANDBOX_GATEWAY}`, pageOrigin);
  if (url.origin === gateway.origin && url.pathname.startsWith(gateway.pathname) && !url.username && !url.password) {
    return { kind: 'document', url: url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href };
  }
  if (url.origin !== new URL(pageOrigin).origin) return undefined;
  // The path as given (not the normalised one), so safeRedirectPath sees any // or encoded trick.
  const given = /^[a-z][a-z0-9+.-]*:/i.test(redirectUrl.trim()) ? redirectUrl.trim().slice(url.origin.length) : redirectUrl.trim();
  const path = safeRedirectPath(given, pageOrigin);
  if (!path) return undefined;
  const route = matchRoute(new URL(path, pageOrigin).pathname);
  return route && route.key !== 'ContentPage' && !route.redirectTo ? { kind: 'route', path } : { kind: 'document', url: path };
}

/**
 * Follows a payment answer's redirectUrl as paymentRedirect allows: a portal screen in the app, the payment
 * page with a full page load; anything else is refused (rejects: the caller's error handling says so).
 * Resolves once the app has moved on; never while the browser leaves for the payment page, so the form
 * that paid stays busy.
 */
export function followPayment(services: Pick<Services, 'navigate' | 'leave'>, redirectUrl: unknown): Promise<void> {
  const target = paymentRedirect(redirectUrl, window.location.origin, apiBaseUrl);
  if (!target) return Promise.reject(new Error(`Refused to follow the payment redirect ${String(redirectUrl)}`));
  if (target.kind === 'route') {
    services.navigate(target.path);
    return Promise.resolve();
  }
  services.leave(target.url);
  return new Promise(() => undefined);
}
