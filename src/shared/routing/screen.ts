import type { ComponentType } from 'react';
import { useLocation, useMatches, type LoaderFunctionArgs } from 'react-router';
import { type Language, type RouteKey, type RouteRecord } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { languageOf } from '@/shared/routing/paths';
import type { Services } from '@/shared/services';

/** Which route and language a screen is rendered for (from the matched route's handle). */
export interface RouteInfo {
  key: RouteKey;
  lang: Language;
  record: RouteRecord;
}

export interface ScreenLoaderArgs extends LoaderFunctionArgs {
  services: Services;
  route: RouteInfo;
}

/**
 * What a screen module exports: the component, and optionally a loader that fetches its data
 * before it renders (react-router data API), so code and data load in parallel, not in a waterfall.
 */
export interface ScreenModule {
  default: ComponentType;
  loader?: (args: ScreenLoaderArgs) => Promise<unknown>;
  /**
   * Text namespaces the screen uses beyond the base ones (common, routes, errors, exceptions),
   * loaded with its code. Without this, every namespace is loaded.
   */
  namespaces?: readonly string[];
  /**
   * Routes whose prerendered page holds the whole screen, not only its heading and lead.
   * - Without `baked`: pages whose largest content is in their spec files (a campaign's landing).
   *   `data` is the screen's data from those files alone; the app loads the screen and runs its loader
   *   before it hydrates (what the campaign's window is, is decided then, by the visitor's clock).
   * - `baked`: pages of public, session-independent API data (plans, a device). `data` asks the API at
   *   build time for what is the same for every visitor (never the session's, the subscriber's, nor
   *   anything of the clock); the page carries it as JSON (src/app/baked-data.ts), the app hydrates from
   *   it without asking the API first, then runs the loader in the background and shows what changed.
   *   `structuredData` is the page's schema.org description (JSON-LD in its head) from that data.
   */
  prerender?: {
    screen: (key: RouteKey) => boolean | Promise<boolean>;
    data: (args: ScreenLoaderArgs) => Promise<unknown>;
    baked?: boolean;
    /**
     * Fields of the baked data that are CMS HTML, sanitised at build time (a device's description): in
     * the browser they pass through its sanitiser's Trusted Types policy before the page uses them.
     */
    html?: readonly string[];
    structuredData?: (data: never, route: { key: RouteKey; lang: Language }) => object | undefined;
    /**
     * With `baked`: `data` is the screen's own waiting state (what it shows until its loader answers, asking
     * the API nothing at build time), the same at every address: the page hydrates with it whatever the
     * query (the e-mail link's token), and its loader runs once the page is live. Its largest content is
     * in the HTML, and the answer changes it in place.
     */
    anyAddress?: boolean;
  };
}

export interface RouteHandle {
  key: RouteKey;
  lang: Language;
}

export function useRoute(): RouteInfo {
  const matches = useMatches();
  const { pathname } = useLocation();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]!.handle as RouteHandle | undefined;
    if (handle?.key) return { key: handle.key, lang: handle.lang, record: routes[handle.key] };
  }
  // No route of the table (an address nothing serves): a page in the address's language.
  return { key: 'ContentPage', lang: languageOf(pathname), record: routes.ContentPage };
}

/**
 * A page's params in each language where they differ (a device's slug has its colour in the page's
 * language): its screen's loader data says so in `pageParams`, and the page's language alternates and the
 * language switch use them instead of the current address's.
 */
export type PageParams = Partial<Record<Language, Record<string, string>>>;

export function usePageParams(): PageParams | undefined {
  const data = useMatches().at(-1)?.data as { pageParams?: PageParams } | null | undefined;
  return data?.pageParams ?? undefined;
}
