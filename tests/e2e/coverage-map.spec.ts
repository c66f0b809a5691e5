import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';

const c = lt.coverage;
const mapCode = (names: string[]) => names.filter((name) => /CoverageLeafletMap|leaflet/i.test(name));
const loaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));

test('the coverage map shows each technology as a layer and finds the town of an address', async ({ page }) => {
  await page.goto(href('CoverageMap'));
  const map = page.getByRole('region', { name: c.map.label });
  await expect(map).toBeVisible();
  // Each technology is a pane of GeoJSON polygons; Lithuania's outline and the mask over the rest.
  const areas4g = page.locator('.leaflet-coverage-4g-pane path');
  await expect(areas4g.first()).toBeAttached();
  expect(await areas4g.count()).toBeGreaterThan(50);
  await expect(page.locator('.leaflet-coverage-5g-pane path').first()).toBeAttached();
  await expect(page.locator('.leaflet-outside-pane path')).toHaveCount(2);

  await page.getByRole('checkbox', { name: c.technology['4G'] }).uncheck();
  await expect(page.locator('.leaflet-coverage-4g-pane path')).toHaveCount(0);
  await page.getByRole('checkbox', { name: c.technology['4G'] }).check();
  await expect(page.locator('.leaflet-coverage-4g-pane path').first()).toBeAttached();

  await page.getByRole('searchbox', { name: c.search.label }).fill('Gedimino pr. 9, Vilnius');
  await page.getByRole('button', { name: c.search.submit }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vilnius, Vilniaus apskritis' })).toBeFocused();
  // The map is centred on the town and labels it.
  const label = map.locator('.leaflet-tooltip');
  await expect(label).toHaveText('Vilnius');
  // Once the map has finished moving there (it pans; on a busy machine the label is drawn before it ends).
  const mapBox = await map.boundingBox();
  const offCentre = async () => {
    const box = await label.boundingBox();
    return Math.abs(box!.x + box!.width / 2 - (mapBox!.x + mapBox!.width / 2));
  };
  await expect.poll(offCentre).toBeLessThan(30);

  // The page's zoom buttons work the map: zoomed out, more towns are in view.
  const townsInView = () =>
    page.locator('.leaflet-towns-pane path').evaluateAll(
      (paths, area) =>
        paths.filter((path) => {
          const r = path.getBoundingClientRect();
          return r.width > 0 && r.x >= area.x && r.x <= area.x + area.width && r.y >= area.y && r.y <= area.y + area.height;
        }).length,
      mapBox!,
    );
  const before = await townsInView();
  await page.getByRole('button', { name: c.map.zoomOut }).click();
  await page.getByRole('button', { name: c.map.zoomOut }).click();
  await expect.poll(townsInView).toBeGreaterThan(before);

  expect(await audit(page)).toEqual([]);
  expect(mapCode(await loaded(page)).length).toBeGreaterThan(0);
});

test('the table lists coverage by town, in English too; the map code loads on no other page', async ({ page }) => {
  await page.goto(href('Home'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(mapCode(await loaded(page))).toEqual([]);
  await page.goto(href('CoverageMap', {}, 'en'));
  await page.getByRole('searchbox', { name: en.coverage.table.filter }).fill('labanoras');
  const row = page.getByRole('row', { name: /Labanoras/ });
  await expect(row.getByRole('cell')).toHaveText([en.coverage.available, en.coverage.unavailable, en.coverage.unavailable]);
  await expect(page.getByRole('status').filter({ hasText: /Showing 1 place of/ })).toBeVisible();
});
