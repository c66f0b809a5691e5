import { redirect, type LoaderFunctionArgs, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { type Language, type RouteKey, type RouteRecord } from '@generated/routes';
import { legacyRedirects, routes } from '@/shared/routing/route-table';
import { loadCampaignRoutes, needsCampaignRoutes } from '@/shared/routing/route-discovery';
import { hrefOf, matchRoute } from '@/shared/routing/paths';
import { namespaces } from '@generated/i18n/index';
import { loadChunk } from '@/shared/routing/chunk';
import { ensureNamespaces } from '@/shared/i18n/ensure-texts';
import { preloadPartTexts } from '@/shared/ui/hydrated-part';
import type { RouteHandle } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RootLayout } from '../RootLayout';
import { RouteFallback } from '../RouteFallback';
import { RouteError } from '../RouteError';
import { NOT_FOUND_ROUTE_ID, notFoundLoader } from '../NotFound';
import { languageOf } from '@/shared/navigation/language';
import { guardedLoader, mainLayoutLoader } from './guard';
import { screenOf } from './screens';

/**
 * What the route objects need when they are built; loaders get the whole services from the router's
 * context. `hydration`: what screens (and the layouts' code) wait for before they load: the page's
 * hydration, or nothing when the prerendered page holds its screen (RouterOptions.screenFirst).
 */
export type RouteDeps = Pick<Services, 'variant' | 'i18n'> & { hydration: Promise<void>; baked?: BakedLoader };

/** A page baked with its data: its route's loader as src/app/baked-start.ts wraps it. */
export interface BakedLoader {
  route: string;
  wrap: (loader: (args: LoaderFunctionArgs) => Promise<unknown>) => (args: LoaderFunctionArgs) => Promise<unknown>;
}

type ScreenErrorModule = typeof import('../ScreenError');

function screenRoute(
  record: RouteRecord,
  lang: Language,
  path: string,
  deps: RouteDeps,
  screenError: Promise<ScreenErrorModule>,
): RouteObject {
  const handle: RouteHandle = { key: record.key, lang };
  return {
    id: `${record.key}.${lang}`,
    path,
    handle,
    HydrateFallback: RouteFallback,
    lazy: async () => {
      await deps.hydration;
      // The footer's texts, for a page in another language than the last: fetched beside the screen, never
      // waited for here (the footer waits for them itself; a failure is the footer's own).
      void preloadPartTexts(deps.i18n, lang).catch(() => undefined);
      // A screen whose data fails to load keeps its layout (header, side navigation, footer): its error
      // boundary comes with its code. A screen whose own code fails falls to the layout's RouteError (reload).
      const [module, { ScreenError }] = await Promise.all([loadChunk(screenOf(record)), screenError]);
      // Texts that will not load fail as the code would: the layout's RouteError, with its reload.
      await loadChunk(() => ensureNamespaces(deps.i18n, [...(module.namespaces ?? namespaces), ...(record.namespaces ?? [])]));
      const loader = guardedLoader({ key: record.key, lang, record }, module.loader);
      return {
        Component: module.default,
        ErrorBoundary: ScreenError,
        loader: deps.baked?.route === `${record.key}.${lang}` ? deps.baked.wrap(loader) : loader,
      };
    },
  };
}

export interface AppRoutes {
  routes: RouteObject[];
  /** Adds the route of a path the first time it is visited. */
  patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * React Router records from the generated route table, by layout, plus the legacy aliases as
 * redirects. Only this app variant's routes, and only when needed: at start the page's own route and
 * its language's catch-all content route; every other route when a path of it is first visited. React
 * Router asks (patchRoutesOnNavigation) whenever a path matches only a catch-all or dynamic route,
 * and the generated matchRoute() names the route. Flattening and ranking the whole table in three
 * languages was the largest part of starting the app on a phone.
 */
export function appRoutes(deps: RouteDeps, pathname: string, { notFound = false }: { notFound?: boolean } = {}): AppRoutes {
  // Every screen's error boundary, ScreenError (issue 7 D4): its own small chunk, no part of a page's first
  // load; fetched once the page has hydrated, before any screen can need it (a failure shows where one does).
  const screenError = deps.hydration.then(() => loadChunk(() => import('../ScreenError')));
  screenError.catch(() => undefined);
  const routeFor = (key: RouteKey, lang: Language) => {
    const record = routes[key];
    if (record.variant !== deps.variant || record.paths[lang] === undefined) return undefined;
    return { layout: record.layout, route: screenRoute(record, lang, record.paths[lang]!, deps, screenError) };
  };
  const discover = (path: string) => {
    const match = matchRoute(path);
    const found = [match && !match.redirectTo ? routeFor(match.key, match.lang) : undefined, routeFor('ContentPage', languageOf(path))];
    return found.filter((r, i) => r !== undefined && found.findIndex((o) => o?.route.id === r.route.id) === i) as NonNullable<
      (typeof found)[number]
    >[];
  };
  const layouts: Record<RouteRecord['layout'], RouteObject[]> = { default: [], main: [] };
  // A page the server answered 404 (its not-found page) starts on the not-found route alone: the
  // routes of its address are added if the visitor navigates there later.
  if (!notFound) for (const { layout, route } of discover(pathname)) layouts[layout].push(route);
  // Patched every time React Router asks: it skips routes it already has (same id), and a patch made
  // during a navigation that was then interrupted is not kept, so "already sent" would not mean "there".
  // An address none of the spec's own routes serves may be a campaign's: their routes load first.
  const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
    if (needsCampaignRoutes(path)) {
      await loadCampaignRoutes();
      // A campaign file's legacy aliases, now that its routes are known (the spec's own are there from the start).
      const aliases = aliasRoutes(deps, (to) => routes[to].campaign !== undefined);
      if (aliases.length) patch('root', aliases);
    }
    for (const { layout, route } of discover(path)) patch(`layout-${layout}`, [route]);
  };
  return { routes: rootRoutes(deps, layouts), patchRoutesOnNavigation };
}

/** The legacy aliases the table knows (the spec's own; a campaign's once its routes are loaded), as redirects. */
function aliasRoutes(deps: RouteDeps, only: (to: RouteKey) => boolean = () => true): RouteObject[] {
  return legacyRedirects
    .filter((alias) => routes[alias.to].variant === deps.variant && only(alias.to))
    .map((alias) => ({
      id: `alias ${alias.lang} ${alias.from}`,
      path: alias.from,
      loader: ({ params, request }) => {
        const target = hrefOf(alias.to, params, alias.lang);
        return redirect(`${target}${new URL(request.url).search}`);
      },
    }));
}

function rootRoutes(deps: RouteDeps, layouts: Record<RouteRecord['layout'], RouteObject[]>): RouteObject[] {
  const aliases = aliasRoutes(deps);
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...aliases,
        deps.variant === 'protection'
          ? // The browsing-protection variant's own frame and texts (core §2), its own chunk.
            {
              id: 'layout-default',
              lazy: async () => {
                await deps.hydration;
                const [layout] = await Promise.all([
                  loadChunk(() => import('../layouts/ProtectionLayout')),
                  loadChunk(() => ensureNamespaces(deps.i18n, 'protection')),
                ]);
                return { Component: layout.ProtectionLayout };
              },
              HydrateFallback: RouteFallback,
              errorElement: <RouteError />,
              children: layouts.default,
            }
          : { id: 'layout-default', element: <DefaultLayout />, errorElement: <RouteError />, children: layouts.default },
        // The logged-in area's frame (side navigation) is its own chunk: public pages never load it.
        {
          id: 'layout-main',
          // Anonymous visitors go to Login before the frame renders (see mainLayoutLoader).
          loader: mainLayoutLoader,
          lazy: async () => {
            await deps.hydration;
            return { Component: (await loadChunk(() => import('../layouts/MainLayout'))).MainLayout };
          },
          HydrateFallback: RouteFallback,
          errorElement: <RouteError />,
          children: layouts.main,
        },
        // Last, so every other route wins: an address nothing serves (in the app variant without a
        // catch-all, or the server's 404 page) is the not-found page, inside the root frame.
        { id: NOT_FOUND_ROUTE_ID, path: '*', element: null, loader: notFoundLoader, errorElement: <RouteError /> },
      ],
    },
  ];
}
