import { redirect, type LoaderFunctionArgs } from 'react-router';
import { type Language, type RouteRecord } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { matchRoute } from '@/shared/routing/paths';
import * as app from '@generated/app';
import * as constants from '@generated/constants';
import { ApiError, isHandled } from '@/shared/api/api-error';
import type { RouteInfo, ScreenModule } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { notFoundLoader } from '../NotFound';
import { servicesContext } from './services-context';
import { loginAndBack } from '@/shared/session/login-and-back';

/** The last data each screen loaded, by route and address, per app instance (see keepLoaded). */
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
 * Core §4 "Protected routes": an anonymous user of a login-only route goes to Login with returnUrl, the given
 * one or the path being opened. A router's request carries no hash, so the hash of the page's own address is
 * added when that is the path being opened (a deep link such as the password form's #slaptazodzio-keitimas).
 */
function loginRedirect(record: RouteRecord, lang: Language, services: Services, url: URL): Response | undefined {
  if (!record.login || services.session.getSnapshot().isLoggedIn) return undefined;
  const hash = typeof window !== 'undefined' && window.location.pathname === url.pathname ? window.location.hash : '';
  return redirect(loginAndBack(lang, url.searchParams.get('returnUrl') ?? `${url.pathname}${url.search}${hash}`));
}

/**
 * The logged-in area's layout decides the login before anything of it renders. Its side navigation loads the
 * user's name and unread count: rendered for an anonymous visitor while the screen's code was still loading,
 * those calls answered 401 and the shared resources kept that error; after logging in, the navigation reported
 * it (services.fail), which sent the user to Login, and Login sends a logged-in user to the dashboard. So a
 * deep link landed on the dashboard instead of its own page. With the decision here the layout (a route with a
 * loader waits for it) never renders for a visitor who is not logged in.
 */
export function mainLayoutLoader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const match = matchRoute(url.pathname);
  const toLogin = match && !match.redirectTo ? loginRedirect(routes[match.key], match.lang, context.get(servicesContext), url) : undefined;
  if (toLogin) throw toLogin;
  return null;
}

/**
 * Wraps a screen's loader: login-only routes send anonymous users to Login with returnUrl (the given
 * one or the current path), and a logged-in user with a forced flow (core §4) to that flow. A 401, 403
 * or 503 of the loader's calls is the API client's to act on (it has sent the user on). Any other
 * failure (a 500 with its exception, offline, a timeout) keeps the page: with the data this page loaded
 * before, shown again with the error popup; without, the screen's error boundary (ScreenError: frame,
 * title, popup, retry). docs/architecture.md, "Screen load failures".
 */
export function guardedLoader(route: RouteInfo, loader: ScreenModule['loader']) {
  return async (args: LoaderFunctionArgs) => {
    const services = args.context.get(servicesContext);
    const url = new URL(args.request.url);
    const returnRouteKey = app.tokens.returnRouteStorageKey!;
    // Core §2: the steps of logging in keep the stored return route (spec/routes.yaml keepsReturnRoute); any other page forgets it.
    if (!route.record.keepsReturnRoute) sessionStorage.removeItem(returnRouteKey);
    const toLogin = loginRedirect(route.record, route.lang, services, url);
    if (toLogin) throw toLogin;
    // Only logged-in users of login-only routes are asked (public pages do not carry this code), alongside the
    // screen's own calls, so neither waits for the other; a forced flow wins over whatever they answer. A check
    // whose code or call fails blocks nothing.
    const forcedCheck: Promise<string | undefined> =
      route.record.login && services.session.getSnapshot().isLoggedIn
        ? import('@/shared/session/forced-flow').then((m) => m.pendingForcedFlow(services, route.lang)).catch(() => undefined)
        : Promise.resolve(undefined);
    let known: string | undefined;
    void forcedCheck.then((forced) => (known = forced));
    // The check holds the page at most the optional-call wait past its own data (issue 32 F9: a hanging
    // check held every account page for a whole timeout); answering later, a forced flow still wins.
    const unlessForced = async () => {
      const answered = await Promise.race([forcedCheck.then(() => true), delay(constants.optionalCallWaitMs).then(() => false)]);
      if (known) throw redirect(known);
      if (!answered) void forcedCheck.then((forced) => forced && stillOn(services, url) && services.navigate(forced, { replace: true }));
    };
    const undeclared = undeclaredParam(route, args.params);
    if (!loader) {
      if (await undeclared) notFoundLoader();
      await unlessForced();
      return null;
    }
    const cacheKey = `${route.key}.${route.lang} ${url.pathname}${url.search}`;
    try {
      // A screen waits at most one timeout for its data, however many calls its loader makes in a row (issue 32 F9).
      const [unknown, data] = await withinTimeout(Promise.all([undeclared, loader({ ...args, services, route })]));
      if (unknown) notFoundLoader();
      await unlessForced();
      loadedData(services).set(cacheKey, data);
      return data;
    } catch (error) {
      // A page that failed shows its failure without waiting for the check (which may be failing the same way);
      // a forced flow already known still wins, and the next page asks again.
      if (known) throw redirect(known);
      if (error instanceof Response) throw error;
      if (await undeclared) notFoundLoader();
      // A 401, 403 or 503 the API client has acted on: the user is on the way to Login, the root or the
      // maintenance page (that navigation ends this one), so this page shows nothing more.
      if (isHandled(error)) return new Promise<never>(() => undefined);
      // The page stays. With data it showed before, again with the popup; else the screen's error boundary.
      const cache = loadedData(services);
      if (cache.has(cacheKey) && !args.request.signal.aborted) {
        services.fail(error, { retry: () => services.navigate(`${url.pathname}${url.search}${url.hash}`, { replace: true }) });
        return cache.get(cacheKey);
      }
      throw error;
    }
  };
}

/**
 * Whether a param has a value the spec does not declare (`params.<name>.values`): an unknown address, as
 * the servers answer it (issue 32 F7). The values load only for routes with params.
 */
async function undeclaredParam(route: RouteInfo, params: LoaderFunctionArgs['params']): Promise<boolean> {
  if (!route.record.params.length) return false;
  const { paramValues } = await import('@/shared/campaign-files/route-values');
  return Object.entries(paramValues[route.key] ?? {}).some(
    ([name, values]) => params[name] !== undefined && !values!.includes(params[name]),
  );
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The loader's answer, or the timeout failure once one request's time limit has passed. */
async function withinTimeout<T>(loading: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('timeout', 0)), constants.apiTimeoutMs);
  });
  try {
    return await Promise.race([loading, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Whether the user is still on the page being loaded (a later answer must not move them from another). */
function stillOn(services: Services, url: URL): boolean {
  return services.currentPath().split(/[?#]/)[0] === url.pathname;
}
