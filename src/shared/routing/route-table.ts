import { campaignRoutes, languagePrefixes, ownRoutes, routeDefaults } from '../../../generated/routes';
import type { Language, RouteData, RouteKey, RouteRecord } from '../../../generated/routes';

/*
 * The route records, completed once at start from the generated table (generated/routes.ts ships
 * only what differs from its routeDefaults, and each path without its language prefix). Relative
 * imports: Node tools (prerender, servers, Playwright) load this module without Vite's aliases.
 */

/** A path of the spec in a language: its prefix added (/en, /ru); the catch-all `*` stays last. */
function prefixed(lang: Language, path: string): string {
  const prefix = languagePrefixes[lang];
  if (path === '*') return `${prefix}/*`;
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

const table = Object.assign({}, ownRoutes, ...campaignRoutes.map(([, part]) => part.table)) as Record<RouteKey, RouteData>;
const entries = Object.entries(table) as [RouteKey, RouteData][];

/** Every route of the spec and the campaign files, by key, with its full paths in each of its languages. */
export const routes = Object.fromEntries(
  entries.map(([key, { aliases: _aliases, ...data }]) => [
    key,
    {
      key,
      screen: key,
      ...routeDefaults,
      ...data,
      paths: Object.fromEntries(Object.entries(data.paths).map(([lang, path]) => [lang, prefixed(lang as Language, path!)])),
    },
  ]),
) as Record<RouteKey, RouteRecord>;

/** Legacy paths (aliases) that redirect to a route in a language; params carry over. */
export const legacyRedirects: readonly { from: string; to: RouteKey; lang: Language }[] = entries.flatMap(([key, data]) =>
  (Object.entries(data.aliases ?? {}) as [Language, readonly string[]][]).flatMap(([lang, paths]) =>
    paths.map((path) => ({ from: prefixed(lang, path), to: key, lang })),
  ),
);
