import { describe, expect, it } from 'vitest';
import { apiFetch, devicePages, oldDevicePaths } from '../../../scripts/lib/device-pages';
import { sitemapXml } from '../../../scripts/lib/site-files';

describe('prerendered device pages (issue 14)', () => {
  it('gives each device of the built-in sandbox a page per language, titled by its name and colour in that language', async () => {
    const pages = await devicePages(await apiFetch(undefined));
    const iphone = pages.filter((page) => page.group === 'apple-iphone-15-128gb-juodas');
    expect(iphone.map(({ path, title }) => ({ path, title }))).toEqual([
      { path: '/prekes/apple-iphone-15-128gb-juodas', title: 'Apple iPhone 15 128 GB, Juoda' },
      { path: '/en/devices/apple-iphone-15-128gb-black', title: 'Apple iPhone 15 128 GB, Black' },
      { path: '/ru/ustroystva/apple-iphone-15-128gb-chernyy', title: 'Apple iPhone 15 128 GB, Чёрный' },
    ]);
    // The addresses English and Russian pages had before (a Lithuanian colour word) are still the site's, and
    // so is every language's slug under every prefix (issue 50: the English slug under /prekes answered 404).
    expect(oldDevicePaths(pages)).toEqual(
      expect.arrayContaining([
        '/en/devices/apple-iphone-15-128gb-juodas',
        '/ru/ustroystva/apple-iphone-15-128gb-juodas',
        '/prekes/apple-iphone-15-128gb-black',
        '/prekes/apple-iphone-15-128gb-chernyy',
        '/en/devices/apple-iphone-15-128gb-chernyy',
      ]),
    );
    expect(oldDevicePaths(pages)).not.toContain('/en/devices/apple-airpods-pro-2');
    // No English or Russian address carries a Lithuanian colour or product word.
    for (const page of pages.filter((p) => p.lang !== 'lt'))
      expect(page.path).not.toMatch(/-(juodas|melynas|zalias|violetinis|sidabrinis|tamsus|grafitas|titanas|ikroviklis)$/);
    // Every colour variant is a page of its own, with its own title.
    const ltTitles = pages.filter((page) => page.lang === 'lt').map((page) => page.title);
    expect(new Set(ltTitles).size).toBe(ltTitles.length);
    expect(ltTitles.length).toBeGreaterThan(10);
  });

  it('lists each device in the sitemap with its own language alternates, not those of the other devices', () => {
    const xml = sitemapXml([
      { path: '/prekes/a', key: 'Device', lang: 'lt', group: 'a' },
      { path: '/en/devices/a', key: 'Device', lang: 'en', group: 'a' },
      { path: '/prekes/b', key: 'Device', lang: 'lt', group: 'b' },
    ]);
    const entryOf = (loc: string) => xml.split('\n').find((line) => line.includes(`<loc>https://www.pulsas.lt${loc}</loc>`))!;
    expect(entryOf('/prekes/a')).toContain('hreflang="en" href="https://www.pulsas.lt/en/devices/a"');
    expect(entryOf('/prekes/b')).not.toContain('/a"');
    expect(entryOf('/prekes/b').match(/hreflang/g)).toHaveLength(2); // lt and x-default
  });

  it('names the call that failed when the API cannot list the catalogue', async () => {
    const get = async (path: string) => {
      throw new Error(`GET ${path} answered 503`);
    };
    await expect(devicePages(get)).rejects.toThrow('GET /devices answered 503');
  });
});
