import { createBrowserRouter, createMemoryRouter, type RouteObject } from 'react-router';
import { createServices, type Navigation, type ServiceOptions, type Services } from '@/shared/services';
import { NOT_FOUND_ROUTE_ID, notFoundError } from '../NotFound';
import { appRoutes } from './route-objects';
import { contextWith } from './services-context';
import type { BakedStart } from '../baked-start';

export interface RouterOptions {
  /**
   * The server answered this address 404 and sent its not-found page: the router starts in that
   * state (the not-found route's error, as if its loader had run), so the first render is the page
   * the server sent and asks the API nothing.
   */
  notFound?: boolean;
  /**
   * The prerendered page holds its whole screen (ScreenModule.prerender): the page's route loads
   * its screen and data at once, not after hydration, so the hydrating render is that screen.
   */
  screenFirst?: boolean;
  /** A page baked with its data (src/app/baked-start.ts): its route starts from that data. */
  baked?: BakedStart;
}

type AppOptions = ServiceOptions & RouterOptions;
export type AppRouter = ReturnType<typeof createBrowserRouter>;
type RouterInit = NonNullable<Parameters<typeof createBrowserRouter>[1]>;

/** The app in the browser: its router at the window's address, and the services built on it. */
export function createBrowserApp(options: AppOptions): { router: AppRouter; services: Services; refreshBaked: () => Promise<void> } {
  return createApp(options, window.location.pathname, (routes, init) => createBrowserRouter(routes, init));
}

/**
 * For component tests and prerendering: the same app with its router in memory, starting at `path`
 * (`init`: more of the router's options, e.g. prerendering's data strategy).
 */
export function createTestApp(options: AppOptions, path: string, init: RouterInit = {}): { router: AppRouter; services: Services } {
  const { pathname } = new URL(path, 'http://localhost');
  return createApp(options, pathname, (routes, own) => createMemoryRouter(routes, { ...own, ...init, initialEntries: [path] }));
}

/**
 * The router first, then the services on it. The route objects need only what exists before either
 * (variant, texts, hydration gate); loaders get the services through each navigation's context, which
 * waits for them: the router starts its first navigation while it is being built.
 */
function createApp(
  { notFound = false, screenFirst = false, baked, ...options }: AppOptions,
  pathname: string,
  build: (routes: RouteObject[], init: RouterInit) => AppRouter,
): { router: AppRouter; services: Services; refreshBaked: () => Promise<void> } {
  const { variant, i18n, hydration = Promise.resolve() } = options;
  const start = notFound ? undefined : baked;
  let built!: (services: Services) => void;
  const ready = new Promise<Services>((resolve) => (built = resolve));
  const { routes, patchRoutesOnNavigation } = appRoutes(
    // What screens wait for before they load: hydration, unless the page holds its screen already.
    { variant, i18n, hydration: screenFirst ? Promise.resolve() : hydration, baked: start },
    pathname,
    { notFound },
  );
  const router = build(routes, {
    patchRoutesOnNavigation,
    getContext: async () => contextWith(await ready),
    ...(notFound ? { hydrationData: { errors: { [NOT_FOUND_ROUTE_ID]: notFoundError() } } } : {}),
    ...(start ? { dataStrategy: start.dataStrategy } : {}),
  });
  try {
    const services = createServices({ ...options, hydration, navigation: routerNavigation(router) });
    built(services);
    // The baked page's data asked again once it is live, in the background; what changed shows.
    const refreshBaked = () => (start ? start.refresh(router) : Promise.resolve());
    return { router, services, refreshBaked };
  } catch (error) {
    router.dispose(); // it listens to the history already; its first navigation would wait for ever
    throw error;
  }
}

function routerNavigation(router: AppRouter): Navigation {
  return {
    navigate: (to, options) => void router.navigate(to, options),
    // With the anchor: a failure's way to Login comes back to the same place on the page (issue 49).
    currentPath: () => `${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`,
    entryKey: () => router.state.location.key,
    pendingPath: () => {
      const { pathname, search, hash } = router.state.navigation.location ?? router.state.location;
      return `${pathname}${search}${hash}`;
    },
  };
}
