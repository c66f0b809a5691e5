import { renderToString } from 'react-dom/server';
import type { DataStrategyFunction } from 'react-router';
import * as app from '@generated/app';
import { type Language, type RouteKey, type RouteRecord } from '@generated/routes';
// Prerendering renders every page, the campaigns' among them: their routes are in its table at once.
import { routes } from '@/shared/routing/every-route';
import { learnServerTime } from '@/shared/clock';
import { createI18n } from '@/shared/i18n/i18n';
import { routeNamespacesAt } from '@/shared/i18n/route-texts';
import { languageOf, pageLanguageOf } from '@/shared/navigation/language';
import { preloadHydratedParts } from '@/shared/ui/hydrated-part';
import { App } from './App';
import type { BakedData } from './baked-data';
import { matchRoute } from '@/shared/routing/paths';
import { routerReady } from './router/router-ready';
import { createTestApp } from './router/create-router';
import { screenOf } from './router/screens';
import { servicesContext } from './router/services-context';
import { variantOf } from './variant';

/** Storage that forgets: prerendered pages are anonymous. */
class NoStorage implements Storage {
  readonly length = 0;
  clear() {}
  getItem() {
    return null;
  }
  key() {
    return null;
  }
  removeItem() {}
  setItem() {}
}

export interface PrerenderedPage {
  path: string;
  lang: string;
  /** <title>, <meta> and <link> elements React hoists to the document head. */
  head: string;
  body: string;
  /** The page holds its whole screen, drawn from its spec files (ScreenModule.prerender). */
  screen: boolean;
  /** A page with public API data (ScreenModule.prerender `baked`): that data, which the page carries. */
  baked?: BakedData;
  /** Its schema.org description (JSON-LD), from that data. */
  structuredData?: object;
}

/**
 * Public routes without required params, in every language: each becomes static HTML at build time
 * (scripts/prerender.ts), the first paint needing no JavaScript. What is rendered is the app's own
 * first render (layouts, header, footer, the route's heading and texts), so hydration matches it.
 */
export function prerenderPaths(): { path: string; key: RouteKey; lang: Language }[] {
  return (Object.values(routes) as RouteRecord[])
    .filter((r) => !r.login && r.variant === 'main' && r.key !== 'ContentPage')
    .flatMap((r) => r.languages.map((lang) => ({ path: r.paths[lang]!, key: r.key, lang })))
    .filter(({ path }) => !/:[A-Za-z0-9]+(?!\?)(\/|$)/.test(path.replace(/:[A-Za-z0-9]+\?/g, '')))
    .map((page) => ({ ...page, path: page.path.replace(/\/:[A-Za-z0-9]+\?/g, '') }));
}

/**
 * The build's clock is the API's, as a visitor's is (src/shared/clock.ts): asked once before any page, so a
 * page baked against the sandbox at another instant (SANDBOX_AT) shows that instant's campaigns and dates.
 */
export async function learnApiClock(apiBase: string): Promise<void> {
  const response = await fetch(`${apiBase}/system/configs?configs=IsicPricePlanId`, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`prerendering: the API at ${apiBase} answered ${response.status} to its first call`);
  learnServerTime(response.headers.get('Date'));
}

/**
 * `notFound`: the not-found page of `path`'s language, as the server sends it (HTTP 404) for any address
 * nothing serves; the app starts on it in the same state (src/app/start.tsx).
 */
export async function prerender(
  path: string,
  { notFound = false, apiBase }: { notFound?: boolean; /** Where a baked page's data is asked at build time. */ apiBase?: string } = {},
): Promise<PrerenderedPage> {
  const lang = languageOf(path);
  const i18n = await createI18n(lang, routeNamespacesAt(path));
  const location = { pathname: path, search: '', assign: () => undefined } as unknown as Location;
  const whole = notFound ? undefined : await wholeScreen(path);
  const strategy = whole?.strategy;
  // A page rendered at once shows its route's fallback (heading and lead), as hydration does: its
  // screen's code and data never start loading here (the hydration they wait for never comes).
  const hydration = whole ? Promise.resolve() : new Promise<void>(() => undefined);
  const { router, services } = createTestApp(
    { variant: variantOf(path), i18n, storage: new NoStorage(), location, notFound, hydration, screenFirst: !!whole, baseUrl: apiBase },
    path,
    strategy ? { dataStrategy: strategy } : {},
  );
  await preloadHydratedParts(i18n, lang); // parts the first load does not wait for (the footer) are in the page
  if (whole) {
    await routerReady(router);
    const { errors, location: at } = router.state;
    if (errors || at.pathname !== path) {
      router.dispose();
      const why = errors ? Object.values(errors).map(String).join('; ') : `it went to ${at.pathname}`;
      throw new Error(
        whole.baked
          ? `prerendering ${path} failed: ${why} (its screen's prerender.data asks the API at build time: is it there?)`
          : `prerendering ${path} whole failed: ${why} (its screen's prerender.data must need nothing but the spec files)`,
      );
    }
  }
  const html = renderToString(<App services={services} router={router} />);
  router.dispose();
  // React 19 puts hoistable head elements first; the rest is the app's markup.
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)![0];
  return {
    path,
    lang: app.languages.htmlLang[notFound ? lang : pageLanguageOf(path)],
    head,
    body: html.slice(head.length),
    screen: !!whole,
    ...(whole?.baked
      ? {
          baked: {
            route: whole.route,
            data: whole.data(),
            ...(whole.html ? { html: whole.html } : {}),
            ...(whole.anyAddress ? { anyAddress: true as const } : {}),
          },
          structuredData: whole.structuredData(),
        }
      : {}),
  };
}

/**
 * For a page its screen prerenders whole (ScreenModule.prerender): the router's data strategy that gives
 * the screen's route its data from the spec files (prerender.data) instead of its loader.
 */
async function wholeScreen(path: string): Promise<WholeScreen | undefined> {
  const match = matchRoute(path);
  if (!match || match.redirectTo) return undefined;
  const { prerender: whole } = await screenOf(routes[match.key])();
  if (!whole || !(await whole.screen(match.key))) return undefined;
  const route = { key: match.key, lang: match.lang, record: routes[match.key] };
  const id = `${route.key}.${route.lang}`;
  let data: unknown;
  return {
    route: id,
    baked: !!whole.baked,
    anyAddress: !!whole.anyAddress,
    html: whole.html,
    data: () => data,
    structuredData: () => whole.structuredData?.(data as never, route),
    strategy: async ({ matches, ...args }) => {
      const load = matches.filter((m) => m.shouldLoad);
      const results = await Promise.all(
        load.map((m) =>
          m.resolve(async (handler) => {
            if (m.route.id !== id) return handler();
            data = await whole.data({ ...args, services: args.context.get(servicesContext), route });
            return data;
          }),
        ),
      );
      return Object.fromEntries(load.map((m, i) => [m.route.id, results[i]!]));
    },
  };
}

interface WholeScreen {
  route: string;
  baked: boolean;
  anyAddress: boolean;
  html?: readonly string[];
  data: () => unknown;
  structuredData: () => object | undefined;
  strategy: DataStrategyFunction;
}
