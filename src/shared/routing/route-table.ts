import { languagePrefixes, ownRoutes, routeDefaults } from '../../../generated/routes';
import type { CampaignRoutes, Language, RouteData, RouteKey, RouteRecord } from '../../../generated/routes';

/*
 * The route records, completed from the generated tables (generated/routes.ts ships only what differs
 * from its routeDefaults, and each path without its language prefix): the spec's own routes at start,
 * the campaigns' when a page first needs them (./campaign-routes.ts), so a campaign adds nothing to the
 * pages that are not its own. Relative imports: Node tools (prerender, servers, Playwright) load this
 * module without Vite's aliases.
 */

/** A path of the spec in a language: its prefix added (/en, /ru); the catch-all `*` stays last. */
function prefixed(lang: Language, path: string): string {
  const prefix = languagePrefixes[lang];
  if (path === '*') return `${prefix}/*`;
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}

/**
 * Every route the page knows, by key, with its full paths in each of its languages: the spec's own
 * always, a campaign's once ./campaign-routes.ts has added them (typed as every key: a campaign's key
 * is only ever named by code that loads its routes first, and paths.ts says which when one is not).
 */
export const routes = {} as Record<RouteKey, RouteRecord>;

/** Legacy paths (aliases) that redirect to a route in a language; params carry over. */
export const legacyRedirects: { from: string; to: RouteKey; lang: Language }[] = [];

let version = 0;
/** Grows each time routes are added: matchers made from the table are made again (paths.ts). */
export const tableVersion = () => version;

/** Adds routes to the table (the spec's own, once; each campaign file's, when loaded). */
export function addRoutes(table: Readonly<Partial<Record<string, RouteData>>>): void {
  for (const [key, data] of Object.entries(table) as [RouteKey, RouteData][]) {
    if (routes[key]) continue;
    const { aliases, ...rest } = data;
    routes[key] = {
      key,
      screen: key,
      ...routeDefaults,
      ...rest,
      paths: Object.fromEntries(Object.entries(rest.paths).map(([lang, path]) => [lang, prefixed(lang as Language, path!)])),
    } as RouteRecord;
    for (const [lang, paths] of Object.entries(aliases ?? {}) as [Language, readonly string[]][])
      legacyRedirects.push(...paths.map((path) => ({ from: prefixed(lang, path), to: key, lang })));
  }
  version += 1;
}

let campaignsAdded = false;
/** Whether the campaign files' routes are in the table. */
export const campaignRoutesAdded = () => campaignsAdded;

/** The campaign files' route tables joined into the table (./campaign-routes.ts). */
export function addCampaignRoutes(parts: readonly (readonly [string, CampaignRoutes])[]): void {
  parts.forEach(([, part]) => addRoutes(part.table));
  campaignsAdded = true;
}

addRoutes(ownRoutes);
