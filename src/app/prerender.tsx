import { renderToString } from 'react-dom/server';
import { app } from '@generated/app';
import { routes, type Language, type RouteKey, type RouteRecord } from '@generated/routes';
import { createI18n } from '@/shared/i18n/i18n';
import { languageOf, pageLanguageOf } from '@/shared/navigation/language';
import { preloadHydratedParts } from '@/shared/ui/hydrated-part';
import { App } from './App';
import { apiBaseUrl } from '@/shared/api/client';
import { matchRoute } from '@/shared/routing/paths';
import { routerReady } from './router/router-ready';
import { createTestApp } from './router/create-router';
import { screenOf } from './router/screens';
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

// A screen's loader may read the tab's storage (the return address): prerendering has none to read.
globalThis.sessionStorage ??= new NoStorage();

export interface PrerenderedPage {
  path: string;
  lang: string;
  /** <title>, <meta> and <link> elements React hoists to the document head. */
  head: string;
  body: string;
  /** The page holds its whole screen, drawn with the data the API gave at build time (ScreenModule.prerenderScreen). */
  screen: boolean;
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
 * `notFound`: the not-found page of `path`'s language, as the server sends it (HTTP 404) for any address
 * nothing serves; the app starts on it in the same state (src/app/start.tsx).
 */
export async function prerender(path: string, { notFound = false }: { notFound?: boolean } = {}): Promise<PrerenderedPage> {
  const lang = languageOf(path);
  const i18n = await createI18n(lang);
  const location = { pathname: path, search: '', assign: () => undefined } as unknown as Location;
  const screen = !notFound && (await holdsScreen(path));
  // The API the app is built for; a path of the site's own (the sandbox, scripts/prerender.mts serves it) on localhost.
  const baseUrl = new URL(apiBaseUrl, 'http://localhost').href.replace(/\/$/, '');
  // A page rendered at once shows its route's fallback (heading and lead), as hydration does: its
  // screen's code and data never start loading here (the hydration they wait for never comes).
  const hydration = screen ? Promise.resolve() : new Promise<void>(() => undefined);
  const { router, services } = createTestApp(
    { variant: variantOf(path), i18n, storage: new NoStorage(), location, notFound, baseUrl, hydration, screenFirst: screen },
    path,
  );
  await preloadHydratedParts(i18n, lang); // parts the first load does not wait for (the footer) are in the page
  if (screen) await routerReady(router);
  const html = renderToString(<App services={services} router={router} />);
  router.dispose();
  // React 19 puts hoistable head elements first; the rest is the app's markup.
  const head = /^(?:<(?:title|meta|link)\b[^>]*>(?:[^<]*<\/title>)?)*/.exec(html)![0];
  return { path, lang: app.languages.htmlLang[notFound ? lang : pageLanguageOf(path)], head, body: html.slice(head.length), screen };
}

async function holdsScreen(path: string): Promise<boolean> {
  const match = matchRoute(path);
  if (!match || match.redirectTo) return false;
  const module = await screenOf(routes[match.key])();
  return module.prerenderScreen?.(match.key) ?? false;
}
