import * as app from '../../generated/app';
import { campaignWindow } from '../../src/shared/campaigns/availability';
import { paramValues } from '../../src/shared/campaign-files/route-values';
import { defaultLanguage, type Language, type RouteKey } from '../../generated/routes';
import { legacyRedirects, routes } from '../../src/shared/routing/every-route';

export interface SitePage {
  path: string;
  key: RouteKey;
  lang: Language;
  /** Pages of one route with params (a device each): the languages of one page share this. */
  group?: string;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml of the prerendered public pages meant to be found, each with its language alternates (hreflang) and
 * x-default (the default language's page), so search engines find every language of a page from any of them.
 */
export function sitemapXml(allPages: readonly SitePage[], now: Date = new Date()): string {
  // Steps, results and tools (spec: `index: false`) are pages, but not ones to find by searching;
  // nor are a campaign's pages outside its active window (they only say it has not started or has ended).
  // The campaigns' one rule (src/shared/campaigns/availability.ts), by the files' dates: a build asks no API.
  const running = (key: RouteKey) => {
    const { activeFrom, activeTo } = routes[key];
    return !activeFrom || !activeTo || campaignWindow({ activeFrom, activeTo }, undefined, now) === 'active';
  };
  // A page in a campaign-only language (ua) is the same page under every prefix: listed once, at its default-language address.
  const pages = allPages.filter(
    (page) => !routes[page.key].noindex && running(page.key) && (!routes[page.key].textLanguage || page.lang === defaultLanguage),
  );
  const byKey = new Map<string, SitePage[]>();
  const idOf = (page: SitePage) => `${page.key}|${page.group ?? ''}`;
  for (const page of pages) byKey.set(idOf(page), [...(byKey.get(idOf(page)) ?? []), page]);
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(app.siteUrl + path)}"/>`;
  const urls = pages.map((page) => {
    const languagesOfPage = byKey.get(idOf(page)) ?? [];
    const alternates = languagesOfPage
      .map((other) => link(app.languages.htmlLang[routes[other.key].textLanguage ?? other.lang], other.path))
      .join('');
    // x-default: the default language's page, for readers of a language the site does not have.
    const fallback = languagesOfPage.find((other) => other.lang === defaultLanguage) ?? languagesOfPage[0]!;
    return `<url><loc>${escapeXml(app.siteUrl + page.path)}</loc>${alternates}${link('x-default', fallback.path)}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public may be crawled; the account area and API may not. */
export function robotsTxt(): string {
  const privatePaths = new Set<string>(['/api/']);
  for (const record of Object.values(routes)) {
    if (!record.login) continue;
    for (const path of Object.values(record.paths)) privatePaths.add(`${path!.split('/:')[0]}`);
  }
  // A rule covers the paths under it: /pagrindinis also keeps out /pagrindinis/nustatymai.
  const sorted = [...privatePaths].sort();
  const rules = sorted.filter(
    (path) => !sorted.some((other) => other !== path && path.startsWith(other.endsWith('/') ? other : `${other}/`)),
  );
  return ['User-agent: *', ...rules.map((path) => `Disallow: ${path}`), '', `Sitemap: ${app.siteUrl}/sitemap.xml`, ''].join('\n');
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A route path as a PCRE pattern of the whole path: `:name` one segment, or one of its declared values
 * (`params.<name>.values`); `/:name?` an optional one; an optional trailing slash.
 */
export function routePattern(path: string, values: Partial<Record<string, readonly string[]>> = {}): string {
  const segment = (name: string) => {
    const allowed = values[name];
    return allowed ? `(?:${allowed.map(escapeRegex).join('|')})` : '[^/]+';
  };
  const body = path
    .split(/(\/:[A-Za-z0-9]+\??)/)
    .map((part) => {
      const param = /^\/:([A-Za-z0-9]+)(\?)?$/.exec(part);
      if (!param) return escapeRegex(part);
      return param[2] ? `(?:/${segment(param[1]!)})?` : `/${segment(param[1]!)}`;
    })
    .join('');
  return `^${body === '/' ? '' : body}/?$`;
}

/** Addresses of routes whose param values come from the API (a device, a help article), known to the build. */
export type KnownPaths = Partial<Record<RouteKey, readonly string[]>>;

/**
 * The body of nginx's `map $uri $portal_route` (deploy/nginx.conf), which `npm start` reads too
 * (scripts/lib/preview-server.ts): every address of the app's route table (its paths in every language,
 * both app variants, the legacy aliases that redirect) as `~regex 1;`, a param with declared values
 * only those. A route given in `known` (its values are the API's: devices, help articles) is only the
 * addresses the build found, as exact entries (nginx matches `$uri` decoded). What is not a prerendered
 * file, not one of these and not a page or short link the API knows is answered 404. The catch-all
 * content route is not in it: the API decides those addresses.
 */
export function nginxRouteMap(known: KnownPaths = {}): string {
  const patterns = new Set<string>();
  const exact = new Set<string>();
  for (const record of Object.values(routes)) {
    if (record.key === 'ContentPage') continue;
    const listed = known[record.key];
    if (listed) {
      for (const path of listed) for (const variant of [path, `${path.replace(/\/$/, '')}/`]) exact.add(variant);
    } else {
      for (const path of Object.values(record.paths)) patterns.add(routePattern(path!, paramValues[record.key]));
    }
  }
  for (const alias of legacyRedirects) patterns.add(routePattern(alias.from, paramValues[alias.to]));
  const quoted = (path: string) => `"${path.replace(/["\\]/g, '\\$&')}"`;
  return [
    '# Generated by scripts/prerender.mts from the route table (generated/routes.ts): addresses the app serves.',
    ...[...exact].sort().map((path) => `${quoted(path)} 1;`),
    ...[...patterns].sort().map((pattern) => `~${pattern} 1;`),
    '',
  ].join('\n');
}
