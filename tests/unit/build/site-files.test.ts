import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../../scripts/lib/site-files';

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
    expect(xml).toContain('<url><loc>https://www.pulsas.lt/planai</loc><xhtml:link rel="alternate" hreflang="lt" href="https://www.pulsas.lt/planai"/><xhtml:link rel="alternate" hreflang="en" href="https://www.pulsas.lt/en/plans"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/planai"/></url>');
    // Every language's entry names the default language's page as x-default.
    expect(xml).toContain('<url><loc>https://www.pulsas.lt/en/plans</loc><xhtml:link rel="alternate" hreflang="lt" href="https://www.pulsas.lt/planai"/><xhtml:link rel="alternate" hreflang="en" href="https://www.pulsas.lt/en/plans"/><xhtml:link rel="alternate" hreflang="x-default" href="https://www.pulsas.lt/planai"/></url>');
    expect(xml).toContain('<loc>https://www.pulsas.lt/a&#38;b</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(3);
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
});
