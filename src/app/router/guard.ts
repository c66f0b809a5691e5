import { redirect, redirectDocument } from 'react-router-dom';
import { href } from '@generated/routes';
import { app } from '@generated/app';
import { failureRedirect, MAINTENANCE_PATH } from '@/shared/api/failure';
import type { RouteInfo, ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';

/** Routes that keep the stored return route (core §2): everything else clears it. */
const KEEPS_RETURN_ROUTE = new Set(['Login', 'LoginChallenge', 'PasswordRecovery', 'Registration', 'RegistrationParent']);

/** The last data each screen loaded, by route and address, per app instance (see loadedData). */
const loaded = new WeakMap<Services, Map<string, unknown>>();

/**
 * Remembers what a screen loaded, so a later load of the same page that fails (a revalidation, going
 * back to it) keeps showing it. Forgotten whenever the user changes (login, logout, another tab): one
 * user's data never stands in for another's.
 */
function loadedData(services: Services): Map<string, unknown> {
  let cache = loaded.get(services);
  if (!cache) {
    const created = new Map<string, unknown>();
    let token = services.session.getSnapshot().token;
    services.session.subscribe(() => {
      const next = services.session.getSnapshot().token;
      if (next !== token) created.clear();
      token = next;
    });
    loaded.set(services, (cache = created));
  }
  return cache;
}

/**
 * Wraps a screen's loader: login-only routes send anonymous users to Login with returnUrl (the given
 * one or the current path); failures of the loader's calls turn into the seeds' redirects (401 Login,
 * 403 root, 503 maintenance). Any other failure (a 500 with its exception, offline, a timeout) keeps
 * the page: with the data this page loaded before, shown again with the error popup; without, the
 * screen's error boundary (ScreenError: frame, title, popup, retry). docs/architecture.md,
 * "Screen load failures".
 */
export function guardedLoader(route: RouteInfo, services: Services, loader: ScreenModule['loader']) {
  return async (args: Omit<ScreenLoaderArgs, 'services' | 'route'>) => {
    const url = new URL(args.request.url);
    const returnRouteKey = app.tokens.returnRouteStorageKey!;
    if (!KEEPS_RETURN_ROUTE.has(route.record.parent ?? route.key) && !KEEPS_RETURN_ROUTE.has(route.key)) {
      sessionStorage.removeItem(returnRouteKey);
    }
    if (route.record.login && !services.session.getSnapshot().isLoggedIn) {
      const returnUrl = url.searchParams.get('returnUrl') ?? `${url.pathname}${url.search}${url.hash}`;
      throw redirect(href('Login', {}, route.lang, { returnUrl }));
    }
    if (!loader) return null;
    const cacheKey = `${route.key}.${route.lang} ${url.pathname}${url.search}`;
    try {
      const data = await loader({ ...args, services, route });
      loadedData(services).set(cacheKey, data);
      return data;
    } catch (error) {
      if (error instanceof Response) throw error;
      const target = failureRedirect(error, { language: route.lang, variant: services.variant, currentPath: `${url.pathname}${url.search}` });
      if (target === MAINTENANCE_PATH) throw redirectDocument(target);
      // Already where the failure would send us (the root answering 403, Login answering 401): show
      // the error instead of redirecting to the same page for ever.
      if (target && target.split('?')[0] !== url.pathname) throw redirect(target);
      const cache = loadedData(services);
      if (!target && cache.has(cacheKey) && !args.request.signal.aborted) {
        services.fail(error, { retry: () => services.navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true }) });
        return cache.get(cacheKey);
      }
      throw error;
    }
  };
}
