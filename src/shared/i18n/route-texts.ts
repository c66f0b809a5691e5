import type { i18n } from 'i18next';
import type { Namespace, TextLanguage } from '@generated/i18n/index';
import { loadNamespace } from './load-namespace';
import { routes } from '@/shared/routing/route-table';
import { matchRoute } from '@/shared/routing/paths';

type Texts = Record<string, unknown>;

const routeTextsOf = (texts: Texts): Texts | undefined => {
  const routes = texts.routes;
  return routes && typeof routes === 'object' ? (routes as Texts) : undefined;
};

/**
 * The `routes` namespace holds the public routes' titles and leads, which every page loads. The
 * account routes' and each campaign's are in a namespace loaded only with those routes, under
 * `routes` (codegen/emit/i18n.ts); they join the `routes` namespace here, as that namespace loads,
 * so `t('routes:<Route>.title')` reads the same for every route. The base is there first: i18next
 * takes a namespace it has any texts of as loaded, and would not load the rest.
 */
export async function joinRouteTexts(instance: i18n, language: TextLanguage, texts: Texts): Promise<void> {
  const routes = routeTextsOf(texts);
  if (!routes) return;
  if (!instance.hasResourceBundle(language, 'routes')) {
    instance.addResourceBundle(language, 'routes', await loadNamespace(language, 'routes'), true, false);
  }
  instance.addResourceBundle(language, 'routes', routes, true, false);
}

/** The same for a set of namespaces given whole (an i18next instance made with its resources). */
export function withRouteTexts(bundles: Record<string, Texts>): Record<string, Texts> {
  const joined = Object.values(bundles)
    .map(routeTextsOf)
    .filter((r): r is Texts => r !== undefined);
  return joined.length ? { ...bundles, routes: Object.assign({}, bundles.routes, ...joined) as Texts } : bundles;
}

/**
 * The namespaces the route at a pathname needs beyond its screen's (an account page's title, a
 * campaign's texts): the app loads them with its base texts, as the route's fallback heading shows
 * its title before the route's code has arrived.
 */
export function routeNamespacesAt(pathname: string): Namespace[] {
  const match = matchRoute(pathname);
  return match && !match.redirectTo ? ([...(routes[match.key].namespaces ?? [])] as Namespace[]) : [];
}
