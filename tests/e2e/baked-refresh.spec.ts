import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

/**
 * A page baked with its data at build time starts from that data without asking the API, then asks it
 * once live and shows what changed; a failed ask keeps the page as it was built, and the error popup says so (issue 36).
 */
const path = href('Device', { skuUrl: 'apple-airpods-pro-2' });
const api = '**/api/device/apple-airpods-pro-2';

test('a price changed since the build replaces the baked one once the page is live', async ({ page }) => {
  const asked: number[] = [];
  await page.route(api, async (route) => {
    asked.push(Date.now());
    const response = await route.fetch();
    const device = (await response.json()) as { price: number };
    await route.fulfill({ response, json: { ...device, price: 199 } });
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Apple AirPods Pro (2 kartos)' })).toBeVisible();
  // The price to pay at once, in the order panel, is the API's of now.
  await expect(page.getByRole('main')).toContainText(/Visa suma iš karto\s*199,00\u00a0€/);
  // Asked once: after the page was live, never before it to draw it.
  expect(asked).toHaveLength(1);
});

test('the page starts from its baked data: with the API unreachable it stays as built, and the popup says so', async ({ page }) => {
  await page.route(api, (route) => route.abort('connectionfailed'));
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Apple AirPods Pro (2 kartos)' })).toBeVisible();
  await expect(main).toContainText('249,00\u00a0€');
  // The refresh failed: the error popup, over the page as it was built (not an error page instead).
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(main.getByRole('heading', { level: 1, name: 'Apple AirPods Pro (2 kartos)' })).toBeAttached();
  await expect(main).toContainText('249,00\u00a0€');
  // Its retry, once the API answers, brings the page up to date.
  await page.unroute(api);
  await page.getByRole('alertdialog').getByRole('button', { name: lt.errors.retry }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(main).toContainText(/Visa suma iš karto\s*249,00\u00a0€/);
});

test('a baked list asked with a filter or a search shows what was asked, and the stock once live', async ({ page }) => {
  // Baked at its bare address with every device and no stock: a filter in the address is the visitor's.
  await page.goto(`${href('Devices')}?category=watch`);
  const results = page.getByRole('region', { name: lt.devices.list.results });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByRole('listitem').filter({ hasText: /iPhone|Galaxy S/ })).toHaveCount(0);
  await expect(results.getByText(lt.devices.card.inStock).first()).toBeVisible();
  // The call rates are baked with every country; a search in the address shows only its rows.
  await page.goto(`${href('ForeignCallRates')}?q=Latv`);
  await expect(page.getByRole('main').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('searchbox')).toHaveValue('Latv');
});
