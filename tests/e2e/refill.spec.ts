import type { Locator, Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';

const panel = (page: Page) => page.getByRole('tabpanel');
const phone = (page: Page) => panel(page).getByRole('textbox', { name: /Telefono numeris/ });
const amount = (page: Page) => panel(page).getByRole('textbox', { name: /Suma/ });
const methods = (page: Page) => panel(page).getByRole('radiogroup', { name: /Mokėjimo būdas/ });
const submit = (page: Page) => panel(page).getByRole('button', { name: lt.forms.refill.submit });

/** Presses Tab (at most `limit` times) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('the target never got the focus');
}

async function expectInvalid(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test.describe('refill (core §4 Refill, §5, §8)', () => {
  // A browser without the Payment Request API: probing Google Pay would fetch Google's payment method
  // manifest, and tests never reach outside services. The wallet path is covered by the component tests.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { PaymentRequest?: unknown }).PaymentRequest;
    });
  });

  test('refuses a bad number and a missing method, then tops up by bank through the payment page', async ({ page }) => {
    await page.goto('/papildymas');
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Refill.title })).toBeVisible();
    await phone(page).fill('5123');
    await amount(page).fill('10');
    await submit(page).click();
    await expectInvalid(phone(page), lt.validation.NumberFormat);
    await expect(phone(page)).toBeFocused();
    await expectInvalid(methods(page), lt.validation.Required);
    await expect(amount(page)).toHaveValue('10');

    await phone(page).fill('61234567');
    await methods(page).getByRole('radio', { name: lt.enums.PaymentMethodName.Bank }).check();
    await submit(page).click();

    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/R[\w-]+$/);
    await expect(page.getByText('10.00 EUR')).toBeVisible();
    await page.getByRole('link', { name: 'Approve payment' }).click();

    await expect(page).toHaveURL(/\/refill\/success\?transactionId=R[\w-]+.*&phone=61234567&amount=10\.00/);
    await expect(page.getByRole('heading', { level: 1, name: lt.refill.result.successTitle })).toBeVisible();
    await expect(page.getByText('Numeris +370 612 ***67 papildytas 10,00 €.')).toBeVisible();
  });

  test('can be done with the keyboard alone: voucher tab, then a card payment approved on the payment page', async ({ page }) => {
    await page.goto('/papildymas');
    const cardTab = page.getByRole('tab', { name: lt.enums.RefillTab.CreditCard });
    await tabTo(page, cardTab);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: lt.enums.RefillTab.Voucher })).toBeFocused();
    await expect(page.getByRole('tab', { name: lt.enums.RefillTab.Voucher })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(cardTab).toHaveAttribute('aria-selected', 'true');

    await tabTo(page, phone(page));
    await page.keyboard.type('61234567');
    await page.keyboard.press('Tab');
    await expect(amount(page)).toBeFocused();
    await page.keyboard.type('7,50');
    await page.keyboard.press('Tab');
    const card = methods(page).getByRole('radio', { name: lt.enums.PaymentMethodName.Card });
    await expect(card).toBeFocused();
    await page.keyboard.press('Space');
    await expect(card).toBeChecked();
    await tabTo(page, submit(page));
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/R[\w-]+$/);
    await expect(page.getByText('7.50 EUR')).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Approve payment' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: lt.refill.result.successTitle })).toBeVisible();
    await expect(page.getByText('Numeris +370 612 ***67 papildytas 7,50 €.')).toBeVisible();
  });

  test('a 503 from the refill call goes to the maintenance page', async ({ page }) => {
    await page.route('**/api/payment/v2/payments/refill', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'ServiceUnavailable' }] }) }),
    );
    await page.goto('/papildymas');
    await phone(page).fill('61234567');
    await amount(page).fill('10');
    await methods(page).getByRole('radio', { name: lt.enums.PaymentMethodName.Bank }).check();
    await submit(page).click();
    await expect(page).toHaveURL(/\/maintenance\.htm\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: lt.common.maintenance.title })).toBeVisible();
  });
});

test("privacy (issue 32): the page never asks about Google Pay, which fetches Google's manifest, until the mobile tab is opened", async ({
  page,
}) => {
  // Counts the browser's Google Pay readiness checks; Google's servers are never reached from a test.
  await page.addInitScript(() => {
    const Original = window.PaymentRequest;
    if (!Original) return;
    (window as unknown as { __googlePayAsked: number }).__googlePayAsked = 0;
    Original.prototype.canMakePayment = function () {
      (window as unknown as { __googlePayAsked: number }).__googlePayAsked += 1;
      return Promise.resolve(false);
    };
  });
  await page.route(/google\.com/, (route) => route.abort());
  await page.goto('/papildymas');
  const mobile = page.getByRole('tab', { name: lt.enums.RefillTab.Mobile });
  await expect(mobile).toBeVisible();
  const asked = () => page.evaluate(() => (window as unknown as { __googlePayAsked: number }).__googlePayAsked);
  expect(await asked()).toBe(0);
  await mobile.click();
  await expect(panel(page).getByText(lt.refill.walletPrivacy)).toBeVisible();
  await expect.poll(asked).toBe(1);
  // This browser cannot pay with it: the choice goes, and the tab says what is left.
  await expect(panel(page).getByText(lt.refill.walletUnavailable)).toBeVisible();
});
