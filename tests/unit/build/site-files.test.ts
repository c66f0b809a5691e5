import { describe, expect, it } from 'vitest';
import { type RouteRecord } from '@generated/routes';
import { routes } from '../../../src/shared/routing/route-table';
import { paramValues } from '@/shared/campaign-files/route-values';
import { hrefOf } from '@/shared/routing/paths';
import { notFoundPagePath } from '../../../scripts/lib/not-found-page';
import { nginxRouteMap, robotsTxt, routePattern, sitemapXml } from '../../../scripts/lib/site-files';

describe('robots.txt and sitemap.xml', () => {
  it('keeps crawlers out of the account area and the API, and names the sitemap', () => {
    const robots = robotsTxt();
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('Disallow: /api/\n');
    expect(robots).toContain('Disallow: /pagrindinis\n');
    expect(robots).toContain('Disallow: /en/dashboard\n');
    // Covered by /pagrindinis, so not repeated.
    expect(robots).not.toContain('Disallow: /pagrindinis/nustatymai');
    expect(robots).not.toMatch(/Disallow: \/planai\n|Disallow: \/\n/);
    expect(robots.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://www.pulsas.lt/sitemap.xml');
  });

  it('lists each page with every language of it, escaped', () => {
    const xml = sitemapXml([
      { path: '/planai', key: 'Plans', lang: 'lt' },
      { path: '/en/plans', key: 'Plans', lang: 'en' },
      { path: '/a&b', key: 'Home', lang: 'lt' },
    ]);
    expect(xml).toContain(
      '<url><loc>https://www.pulsas.lt/planai</loc><xhtml:link rel="alternate" hreflang="lt" href="https://www.pulsas.lt/planai"/><xhtml:link rel="alternate" hreflang="en" href="https://www.pulsas.lt/en/plans"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/planai"/></url>',
    );
    // Every language's entry names the default language's page as x-default.
    expect(xml).toContain(
      '<url><loc>https://www.pulsas.lt/en/plans</loc><xhtml:link rel="alternate" hreflang="lt" href="https://www.pulsas.lt/planai"/><xhtml:link rel="alternate" hreflang="en" href="https://www.pulsas.lt/en/plans"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/planai"/></url>',
    );
    expect(xml).toContain('<loc>https://www.pulsas.lt/a&#38;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
  });

  it('lists a page in a campaign-only language once, at its default-language address, with hreflang uk', () => {
    const now = new Date('2026-12-01T10:00:00+02:00');
    const xml = sitemapXml(
      [
        { path: '/slava-ukraini', key: 'UkraineCampaign', lang: 'lt' },
        { path: '/en/slava-ukraini', key: 'UkraineCampaign', lang: 'en' },
        { path: '/ru/slava-ukraine', key: 'UkraineCampaign', lang: 'ru' },
      ],
      now,
    );
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain(
      '<url><loc>https://www.pulsas.lt/slava-ukraini</loc><xhtml:link rel="alternate" hreflang="uk" href="https://www.pulsas.lt/slava-ukraini"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/slava-ukraini"/></url>',
    );
  });

  it('gives x-default to a page that has only some languages: its default-language page, else the first', () => {
    const xml = sitemapXml([{ path: '/en/plans', key: 'Plans', lang: 'en' }]);
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/en/plans"/>');
  });

  it('leaves out the pages the spec keeps from search engines (index: false)', () => {
    const xml = sitemapXml([
      { path: '/planai', key: 'Plans', lang: 'lt' },
      { path: '/atsijungti', key: 'Logout', lang: 'lt' },
      { path: '/maintenance.htm', key: 'Maintenance', lang: 'lt' },
      { path: '/reg/telefono-numerio-pridejimas', key: 'RegistrationEnrollment', lang: 'lt' },
      { path: '/registracija/slaptazodzio-ivedimas', key: 'RegistrationPassword', lang: 'lt' },
      { path: '/6000prizu/zaidimas', key: 'PrizeGame', lang: 'lt' },
    ]);
    expect(xml).toContain('<loc>https://www.pulsas.lt/planai</loc>');
    expect(xml).not.toContain('atsijungti');
    expect(xml).not.toContain('maintenance');
    // Flow steps: registration steps and game pages.
    expect(xml).not.toContain('/reg/');
    expect(xml).not.toContain('slaptazodzio-ivedimas');
    expect(xml).not.toContain('zaidimas');
  });

  it("leaves out a campaign's pages outside its window, decided when the sitemap is made", () => {
    const summer = [
      { path: '/akcijos/vasara', key: 'SummerGame', lang: 'lt' },
      { path: '/akcijos/isic', key: 'IsicLanding', lang: 'lt' },
    ] as const;
    // The summer game ran June-August 2023; the ISIC offer runs through the 2026/27 school year.
    expect(sitemapXml([...summer], new Date('2023-07-01T12:00:00Z'))).toContain('/akcijos/vasara<');
    expect(sitemapXml([...summer], new Date('2026-11-23T12:00:00Z'))).not.toContain('/akcijos/vasara<');
    expect(sitemapXml([...summer], new Date('2026-11-23T12:00:00Z'))).toContain('/akcijos/isic<');
  });

  it("maps every address of the app's routes for nginx, and nothing else", () => {
    const patterns = nginxRouteMap()
      .split('\n')
      .filter((line) => line.startsWith('~'))
      .map((line) => new RegExp(/^~(\S+) 1;$/.exec(line)![1]!));
    const served = (path: string) => patterns.some((pattern) => pattern.test(path));
    for (const record of Object.values(routes) as RouteRecord[]) {
      if (record.key === 'ContentPage') continue;
      for (const lang of record.languages) {
        const params = Object.fromEntries(record.params.map((name) => [name, paramValues[record.key]?.[name]?.[0] ?? 'x1']));
        expect(served(hrefOf(record.key, params, lang).split(/[?#]/)[0]!), `${record.key} ${lang}`).toBe(true);
        // A value the spec does not declare is no address of the app (issue 32 F7).
        for (const name of Object.keys(paramValues[record.key] ?? {}))
          expect(served(hrefOf(record.key, { ...params, [name]: 'x1' }, lang).split(/[?#]/)[0]!), `${record.key} ${lang} ${name}=x1`).toBe(
            false,
          );
      }
    }
    expect(served('/e-sim')).toBe(true); // a legacy alias (the app redirects it)
    expect(served('/pagalba/mokejimai/')).toBe(true);
    for (const unknown of ['/apie-mus', '/en/no-such-page', '/prekes/a/b', '/planai/x', '/pagrindinis-x', '/404.html'])
      expect(served(unknown), unknown).toBe(false);
  });

  it("lists the addresses the build found for routes whose values are the API's, exactly, and no pattern of them", () => {
    const map = nginxRouteMap({
      Device: ['/prekes/a-b', '/en/devices/a-b'],
      Help: ['/pagalba', '/pagalba/mokejimai', '/pagalba/mokejimai/papildymas'],
    });
    expect(map).toContain('"/prekes/a-b" 1;\n"/prekes/a-b/" 1;');
    expect(map).toContain('"/pagalba/mokejimai/papildymas/" 1;');
    for (const pattern of ['~^/prekes/[^/]+', '~^/en/devices/[^/]+', '~^/pagalba(?:', '~^/en/help(?:']) expect(map).not.toContain(pattern);
    expect(map).toMatch(/~\^\/planai\/\?\$ 1;/);
  });

  it('turns route paths into whole-path patterns', () => {
    expect(routePattern('/')).toBe('^/?$');
    expect(routePattern('/maintenance.htm')).toBe('^/maintenance\\.htm/?$');
    expect(routePattern('/en/help/:group?/:topic?')).toBe('^/en/help(?:/[^/]+)?(?:/[^/]+)?/?$');
    expect(routePattern('/kalba/:language', { language: ['lt', 'en'] })).toBe('^/kalba/(?:lt|en)/?$');
    expect(routePattern('/a/:x?', { x: ['b.c'] })).toBe('^/a(?:/(?:b\\.c))?/?$');
    expect(notFoundPagePath('lt')).toBe('/404.html');
    expect(notFoundPagePath('ru')).toBe('/ru/404.html');
  });
});
