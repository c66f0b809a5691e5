import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

const d = lt.devices;

test.describe('public catalogue (issue 14)', () => {
  test.describe.configure({ timeout: 60_000 });

  test('devices list → device page with stock → an instalment order through the payment page', async ({ page }) => {
    await loginAs(page);
    await page.goto('/prekes');
    const results = page.getByRole('region', { name: d.list.results });
    await expect(page.getByRole('status').filter({ hasText: 'Rasta 14 prekių' })).toBeVisible();
    await page.getByRole('checkbox', { name: d.list.esim }).check();
    await expect(page).toHaveURL(/\/prekes\?esim=1$/);
    await expect(page.getByRole('status').filter({ hasText: 'Rastos 8 prekės' })).toBeVisible();
    await expect(results.getByRole('link', { name: 'Nokia 105' })).toHaveCount(0);
    expect(await audit(page)).toEqual([]);

    await results.getByRole('link', { name: 'Apple iPhone 15 128 GB' }).click();
    await expect(page).toHaveURL(/\/prekes\/apple-iphone-15-128gb-juodas$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15 128 GB' })).toBeVisible();
    const stock = page.getByRole('region', { name: d.device.stock.title });
    await expect(stock.getByRole('listitem').filter({ hasText: 'Pulsas Panorama' })).toContainText(d.device.stock.available);
    await expect(stock.getByRole('listitem').filter({ hasText: 'Pulsas Saulės miestas' })).toContainText(d.device.stock.unavailable);
    expect(await audit(page)).toEqual([]);

    // another colour is another variant's page (it replaces the address: Back still leads to the list)
    const colours = page.getByRole('list', { name: d.device.colour });
    await colours.getByRole('link', { name: 'Mėlyna' }).click();
    await expect(page).toHaveURL(/\/prekes\/apple-iphone-15-128gb-melynas$/);
    await expect(stock.getByRole('listitem').first()).toContainText(d.device.stock.unavailable); // none online
    await colours.getByRole('link', { name: 'Juoda' }).click();
    await expect(page).toHaveURL(/\/prekes\/apple-iphone-15-128gb-juodas$/);

    const order = page.getByRole('region', { name: d.device.order.title });
    await order.getByRole('radio', { name: /^Išsimokėtinai 24 mėn\./ }).check();
    await order.getByRole('radio', { name: /Pulsas Panorama/ }).check();
    await order.getByRole('button', { name: d.device.order.submitLeasing }).click();
    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/D\d+$/);
    await expect(page.getByText('33.30 EUR')).toBeVisible();
    await page.getByRole('link', { name: 'Approve payment' }).click();
    await expect(page).toHaveURL(/\/prekes\/apple-iphone-15-128gb-juodas\?status=success&orderId=D\d+$/);
    const outcome = page.getByRole('status').filter({ hasText: /^Ačiū! Užsakymas D\d+ apmokėtas\./ });
    await expect(outcome).toBeFocused();
  });

  test('help search keeps the query in the address, opens an article, and offers the contact numbers when nothing is found', async ({
    page,
  }) => {
    await page.goto('/pagalba');
    const search = page.getByRole('searchbox', { name: lt.help.search.label });
    await search.fill('papildymo kortele');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/pagalba\?q=papildymo\+kortele$/);
    const heading = page.getByRole('heading', { level: 2, name: 'Paieškos rezultatai pagal „papildymo kortele“' });
    await expect(heading).toBeFocused();
    await page.getByRole('link', { name: 'Kaip panaudoti papildymo kortelę?' }).click();
    await expect(page).toHaveURL(/\/pagalba\/mokejimai\/papildymo-kortele$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kaip panaudoti papildymo kortelę?' })).toBeVisible();
    expect(await audit(page)).toEqual([]);

    // the address alone gives the same results: a shared link or a reload
    await page.goto('/pagalba?q=kvantinis%20teleportas');
    await expect(page.getByText(lt.help.results.none)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: '1510', exact: true })).toHaveAttribute('href', 'tel:1510');
    await expect(page.getByRole('searchbox', { name: lt.help.search.label })).toHaveValue('kvantinis teleportas');
    expect(await audit(page)).toEqual([]);
  });

  test('foreign call rates: a legacy address, a search by name and by calling code that stays in the address', async ({ page }) => {
    await page.goto('/tarptautiniai-skambuciai');
    await expect(page).toHaveURL(/\/skambuciai-i-uzsieni$/);
    const search = page.getByRole('searchbox', { name: lt.rates.search.label });
    await search.fill('vok');
    const table = page.getByRole('table', { name: lt.rates.caption });
    await expect(table.getByRole('rowheader')).toHaveText(['Vokietija+49']);
    await expect(table.getByRole('row').nth(1)).toContainText('0,19\u00a0€');
    await expect(page).toHaveURL(/\?q=vok$/);
    await page.reload();
    await expect(page.getByRole('searchbox', { name: lt.rates.search.label })).toHaveValue('vok');
    await expect(table.getByRole('rowheader')).toHaveText(['Vokietija+49']);

    await search.fill('+44');
    await expect(table.getByRole('rowheader')).toHaveText(['Jungtinė Karalystė+44']);
    await page.getByRole('radio', { name: lt.rates.zones.EU }).check();
    await expect(page.getByText(lt.rates.none.replace('{{query}}', '+44'))).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
