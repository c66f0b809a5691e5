import { app } from '../../generated/app';
import { defaultLanguage, routes, type Language, type RouteKey } from '../../generated/routes';

export interface SitePage {
  path: string;
  key: RouteKey;
  lang: Language;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml of the prerendered public pages meant to be found, each with its language alternates (hreflang) and
 * x-default (the default language's page), so search engines find every language of a page from any of them.
 */
export function sitemapXml(allPages: readonly SitePage[]): string {
  // Steps, results and tools (spec: `index: false`) are pages, but not ones to find by searching.
  const pages = allPages.filter((page) => !routes[page.key].noindex);
  const byKey = new Map<RouteKey, SitePage[]>();
  for (const page of pages) byKey.set(page.key, [...(byKey.get(page.key) ?? []), page]);
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(app.siteUrl + path)}"/>`;
  const urls = pages.map((page) => {
    const languagesOfPage = byKey.get(page.key) ?? [];
    const alternates = languagesOfPage.map((other) => link(app.languages.htmlLang[other.lang], other.path)).join('');
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
  const rules = sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(other.endsWith('/') ? other : `${other}/`)));
  return [
    'User-agent: *',
    ...rules.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${app.siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
