import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';

const esim = lt.esim;
const form = lt.forms['esim-purchase'];

test.describe('eSIM (core §2 /esim, /esim/pirkimas, QR)', () => {
  test('buy an eSIM: the payment page, then the QR code drawn as SVG with the activation code as text', async ({ page }) => {
    await page.goto('/esim');
    const main = page.getByRole('main');
    await main.getByRole('link', { name: esim.landing.buy }).click();
    await expect(page).toHaveURL(/\/esim\/pirkimas$/);
    await main.getByRole('textbox', { name: new RegExp(form.email.label) }).fill('jonas@example.lt');
    await main.getByRole('radio', { name: form.paymentMethod.options.bank }).check();
    await main.getByRole('checkbox', { name: new RegExp(form.agreement.label) }).check();
    await main.getByRole('button', { name: form.submit }).click();

    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/E\d+$/);
    await expect(page.getByText('5.00 EUR')).toBeVisible();
    await page.getByRole('link', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/esim\/pirkimas\/qr\/E\d+-[0-9A-Z]+$/);
    const qr = page.getByRole('img', { name: esim.qr.codeTitle });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
    await expect(page.getByText(/^LPA:1\$smdp\.pulsas\.lt\$K2-/)).toBeVisible();
    await expect(page.getByText(/^Tavo naujasis numeris: \+370 677 /)).toBeVisible();
    // the page with its code, tabs and manual entry is accessible (the route audit sees only the not-found state)
    expect(await audit(page)).toEqual([]);
    // a reload shows the same code (the order is read again)
    await page.reload();
    await expect(page.getByRole('img', { name: esim.qr.codeTitle })).toBeVisible();
  });
});
