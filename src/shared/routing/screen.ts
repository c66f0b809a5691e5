import type { ComponentType } from 'react';
import { useLocation, useMatches, type LoaderFunctionArgs } from 'react-router-dom';
import { routes, type Language, type RouteKey, type RouteRecord } from '@generated/routes';
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
   * Routes whose prerendered page holds the whole screen, not only its heading and lead: pages whose
   * largest content is in their spec files (a campaign's landing). `data` is the screen's data from
   * those files alone, for the build (never the API's: it would be the build's, not the visitor's);
   * the screen draws the same on hydration and adds what the API says once live. The app loads such a
   * page's screen and data before it hydrates it.
   */
  prerender?: { screen: (key: RouteKey) => boolean | Promise<boolean>; data: (args: ScreenLoaderArgs) => Promise<unknown> };
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
