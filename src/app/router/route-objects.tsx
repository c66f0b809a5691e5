import { redirect, type RouteObject } from 'react-router-dom';
import { href, legacyRedirects, routes, type Language, type RouteKey, type RouteRecord } from '@generated/routes';
import { namespaces } from '@generated/i18n/index';
import { loadChunk } from '@/shared/routing/chunk';
import type { RouteHandle } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { RootLayout } from '../RootLayout';
import { RouteFallback } from '../RouteFallback';
import { RouteError } from '../RouteError';
import { guardedLoader } from './guard';
import { fallbackScreen, screens } from './screens';

function screenRoute(record: RouteRecord, lang: Language, path: string, services: Services): RouteObject {
  const handle: RouteHandle = { key: record.key, lang };
  return {
    id: `${record.key}.${lang}`,
    path,
    handle,
    HydrateFallback: RouteFallback,
    lazy: async () => {
      const module = await loadChunk(screens[record.screen] ?? fallbackScreen);
      await services.i18n.loadNamespaces([...(module.namespaces ?? namespaces)]);
      return { Component: module.default, loader: guardedLoader({ key: record.key, lang, record }, services, module.loader) };
    },
  };
}

/**
 * React Router records from the generated route table: one per route and language, grouped by
 * layout, plus the legacy aliases as redirects. Only the routes of this app variant are mounted.
 */
export function routeObjects(services: Services): RouteObject[] {
  const layouts: Record<RouteRecord['layout'], RouteObject[]> = { default: [], main: [] };
  for (const record of Object.values(routes) as RouteRecord[]) {
    if (record.variant !== services.variant) continue;
    for (const lang of record.languages) {
      const path = record.paths[lang]!;
      layouts[record.layout].push(screenRoute(record, lang, path, services));
    }
  }
  const aliases: RouteObject[] = legacyRedirects
    .filter((alias) => routes[alias.to].variant === services.variant)
    .map((alias) => ({
      path: alias.from,
      loader: ({ params, request }) => {
        const target = href(alias.to as RouteKey as 'Home', params as never, alias.lang);
        return redirect(`${target}${new URL(request.url).search}`);
      },
    }));
  return [
    {
      id: 'root',
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        ...aliases,
        { id: 'layout-default', element: <DefaultLayout />, errorElement: <RouteError />, children: layouts.default },
        // The logged-in area's frame (side navigation) is its own chunk: public pages never load it.
        {
          id: 'layout-main',
          lazy: async () => ({ Component: (await loadChunk(() => import('../layouts/MainLayout'))).MainLayout }),
          HydrateFallback: RouteFallback,
          errorElement: <RouteError />,
          children: layouts.main,
        },
      ],
    },
  ];
}
