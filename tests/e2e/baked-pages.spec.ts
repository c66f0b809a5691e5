import { expect, test } from '@playwright/test';
import * as app from '../../generated/app';
import { href } from '../../src/shared/routing/paths';
import { BAKED_DATA_ID } from '../../src/app/baked-data';
import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';

const TEXTS = { lt, en };

/**
 * What a search engine, a link preview or a reader without JavaScript gets: the raw HTML of each kind of
 * page, fetched without a browser. Public pages are prerendered with their public data (issue 36).
 */
const html = async (request: import('@playwright/test').APIRequestContext, path: string) => {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
};
// Prices keep their no-break space; compared here with a plain one.
const meta = (page: string, attribute: 'name' | 'property', name: string) =>
  new RegExp(`<meta[^>]* ${attribute}="${name}" content="([^"]*)"`).exec(page)?.[1]?.replace(/\u00a0/g, ' ');
const main = (page: string) =>
  /<main[\s\S]*<\/main>/
    .exec(page)![0]
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
const jsonLd = (page: string) =>
  [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
const baked = (page: string) => {
  const found = new RegExp(`<script type="application/json" id="${BAKED_DATA_ID}">([\\s\\S]*?)</script>`).exec(page);
  return found ? (JSON.parse(found[1]!) as { route: string; data: Record<string, unknown> }) : undefined;
};

test('a device page carries the device: name, price, title, description, link preview, Product data', async ({ request }) => {
  for (const [lang, price] of [
    ['lt', '249,00 €'],
    ['en', '€249,00'],
  ] as const) {
    const path = href('Device', { skuUrl: 'apple-airpods-pro-2' }, lang);
    const page = await html(request, path);
    expect(main(page)).toContain('Apple AirPods Pro');
    // Its description's markup, sanitised at build time as the live page's is.
    expect(page).toMatch(/class="device__description"><p>[^<]+<\/p><\/div>/);
    expect(main(page)).toContain(price);
    // The stock is the live page's: the HTML says it is being checked, not that it cannot be shown (issue 50).
    expect(main(page)).toContain(TEXTS[lang].devices.device.stock.checking);
    expect(main(page)).not.toContain(TEXTS[lang].devices.device.stock.unknown);
    expect(/<title[^>]*>([^<]*)</.exec(page)?.[1]).toMatch(/^Apple AirPods Pro \(2[^,]*\), [^|]+ \| Pulsas$/);
    expect(meta(page, 'name', 'description')).toContain(price);
    expect(meta(page, 'property', 'og:title')).toMatch(/^Apple AirPods Pro/);
    expect(meta(page, 'property', 'og:type')).toBe('product');
    expect(meta(page, 'property', 'og:url')).toBe(`${app.siteUrl}${path}`);
    // A raster 1200 × 630 picture on the site's own path, which every link preview shows (issue 50).
    const picture = meta(page, 'property', 'og:image')!;
    expect(picture).toMatch(new RegExp(`^${app.siteUrl}/images/share/[0-9a-f]{16}\\.png$`));
    const png = await request.get(picture.slice(app.siteUrl.length));
    expect(png.headers()['content-type']).toBe('image/png');
    const bytes = await png.body();
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(meta(page, 'name', 'twitter:card')).toBe('summary_large_image');
    const [product] = jsonLd(page);
    expect(product).toMatchObject({
      '@type': 'Product',
      brand: { name: 'Apple' },
      offers: { '@type': 'Offer', price: '249.00', priceCurrency: 'EUR' },
    });
    expect(baked(page)?.route).toBe(`Device.${lang}`);
  }
});

test('the plans page carries every plan with its price, and an ItemList of them', async ({ request }) => {
  const page = await html(request, href('Plans'));
  const data = baked(page)!;
  expect(data.route).toBe('Plans.lt');
  const plans = (data.data.sections as { plans: { name: string; price: number }[] }[]).flatMap((section) => section.plans);
  expect(plans.length).toBeGreaterThan(3);
  for (const plan of plans) expect(main(page)).toContain(plan.name);
  expect(main(page)).toContain('2,49 €');
  const [list] = jsonLd(page);
  expect(list).toMatchObject({ '@type': 'ItemList' });
  expect((list!.itemListElement as unknown[]).length).toBe(plans.length);
  // Each a Product with a raster picture and an offer in stock (issue 50: what Product rich results need).
  for (const { item } of list!.itemListElement as { item: { image: string; offers: { availability: string } } }[]) {
    expect(item.image).toMatch(/^https:\/\/.*\.png$/);
    expect(item.offers.availability).toBe('https://schema.org/InStock');
  }
});

test('the device list, Help and the call rates carry their content: every device, every help group, every country', async ({ request }) => {
  for (const lang of ['lt', 'ru'] as const) {
    const devices = await html(request, href('Devices', {}, lang));
    const list = baked(devices)!;
    expect(list.route).toBe(`Devices.${lang}`);
    const all = (list.data.catalogue as { devices: { name: string }[] }).devices;
    expect(all.length).toBeGreaterThan(10);
    for (const device of all) expect(main(devices)).toContain(device.name);
    // The stock in the shops is the hour's, never baked: it comes once the page is live.
    expect(Object.values((list.data.catalogue as { inStock: Record<string, unknown> }).inStock).every((known) => known === null)).toBe(
      true,
    );
  }
  const help = await html(request, href('Help'));
  const groups = baked(help)!.data.groups as { title: string; description: string }[];
  expect(groups.length).toBeGreaterThan(2);
  for (const group of groups) expect(main(help)).toContain(group.title);
  // Each help group too, in its language's own slug, with its topics.
  const group = await html(request, href('Help', { group: 'roaming' }, 'en'));
  const topics = (baked(group)!.data.group as { topics: { title: string }[] }).topics;
  expect(topics.length).toBeGreaterThan(1);
  for (const topic of topics) expect(main(group)).toContain(topic.title);
  const rates = await html(request, href('ForeignCallRates', {}, 'en'));
  const countries = baked(rates)!.data.rates as { country: string }[];
  expect(countries.map((rate) => rate.country)).toContain('Latvia');
  for (const rate of countries) expect(main(rates)).toContain(rate.country);
});

test('a CMS page and a help article carry their text, sanitised at build time as in the browser', async ({ request }) => {
  for (const [path, heading, text] of [
    ['/apie-mus', 'Apie mus', 'Moki tik už tai, ką naudoji'],
    ['/ru/pravila-okazaniya-uslug', 'Правила предоставления услуг', 'Пополнить счёт можно платёжной картой'],
    [href('Help', { group: 'mokejimai', topic: 'papildymas' }), 'Kaip papildyti sąskaitą?', 'įvesk 13 skaitmenų kodą'],
  ] as const) {
    const page = await html(request, path);
    expect(baked(page), path).toBeDefined();
    expect(main(page), path).toContain(heading);
    expect(main(page), path).toContain(text);
    expect(meta(page, 'name', 'description'), path).toBeTruthy();
  }
  // Neither hidden nor unpublished pages are baked: the web server asks the API about them (its 404 page).
  for (const path of ['/slaptas-pasiulymas', '/nauja-akcija', '/vasaros-akcija-2023'])
    expect((await request.get(path)).status(), path).toBe(404);
});

test('every indexable page has a link preview and a description of its own', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1] || '/');
  expect(paths.length).toBeGreaterThan(100);
  const seen = new Map<string, string>();
  for (const path of paths) {
    const page = await html(request, path);
    const description = meta(page, 'name', 'description');
    expect(description, path).toBeTruthy();
    expect(seen.get(description!), `${path} has the description of ${seen.get(description!)}`).toBeUndefined();
    seen.set(description!, path);
    expect(meta(page, 'property', 'og:title'), path).toBeTruthy();
    expect(meta(page, 'property', 'og:image'), path).toMatch(/^https:\/\/[^/]+\/.+\.(png|jpe?g)$/);
    expect(meta(page, 'property', 'og:url'), path).toMatch(/^https:\/\//);
  }
});

test('Home shares the brand picture; a page kept out of search engines has no link preview', async ({ request }) => {
  const home = await html(request, '/');
  expect(meta(home, 'property', 'og:image')).toBe(`${app.siteUrl}${app.shareImage}`);
  expect(meta(home, 'property', 'og:locale')).toBe('lt_LT');
  const english = await html(request, '/en');
  expect(meta(english, 'property', 'og:locale')).toBe('en_GB');
  const share = await request.get(app.shareImage);
  expect(share.headers()['content-type']).toContain('image/png');
  const logout = await html(request, href('Logout'));
  expect(meta(logout, 'name', 'robots')).toBe('noindex');
  expect(meta(logout, 'property', 'og:title')).toBeUndefined();
});
