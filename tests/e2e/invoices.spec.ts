import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { loginAs } from './session';

const i = lt.account.invoices;
/** The side navigation's invoices link, named with its badge; on a phone the navigation is opened first, as a user does. */
async function expectInvoicesLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: lt.common.sideNav.label });
  const toggle = nav.getByRole('button', { name: lt.common.sideNav.label });
  const link = nav.getByRole('link', { name, exact: true });
  // The badge's count arrives after the page; the folded navigation is opened (again) until the link shows.
  await expect(async () => {
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await expect(link).toBeVisible({ timeout: 1000 });
  }).toPass();
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

const payButton = (page: Page) => page.getByRole('button', { name: /^Apmokėti sąskaitą \(/ });

/**
 * Issue 35: a postpaid subscriber pays the open invoice in the real browser, through the sandbox's payment
 * page: declined first (the invoice stays unpaid and the page says so), then approved by bank (paid, the
 * list has nothing to pay, the Dashboard says all is paid).
 */
test('a postpaid subscriber pays the open invoice: declined, then approved on the payment page', async ({ page }) => {
  await loginAs(page, '61234568');
  await page.goto(href('Invoices'));
  await expectInvoicesLink(page, `${lt.common.sideNav.invoices} (Neapmokėtų sąskaitų: 1)`);
  await payButton(page).click();
  let dialog = page.getByRole('dialog', { name: i.payTitle });
  await dialog.getByRole('radio', { name: i.payWith.card }).check();
  await dialog.getByRole('button', { name: /^Mokėti / }).click();
  await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/V\d+$/);
  await page.getByRole('link', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/pagrindinis\/saskaitos-ir-mokejimai\/apmokejimas\/failure\?invoiceId=PS-/);
  await expect(page.getByRole('heading', { level: 2, name: i.notPaid.title })).toBeVisible();
  await expect(page.getByText(i.notPaid.text)).toBeVisible();
  await page.getByRole('link', { name: i.tryAgain }).click();

  await expect(payButton(page)).toHaveCount(1);
  await payButton(page).click();
  dialog = page.getByRole('dialog', { name: i.payTitle });
  await dialog.getByRole('radio', { name: i.payWith.bank }).check();
  await dialog.getByRole('button', { name: /^Mokėti / }).click();
  await expect(page).toHaveURL(/\/api\/__sandbox\/payment-gateway\/V\d+$/);
  await page.getByRole('link', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { level: 2, name: i.paid.title })).toBeVisible();
  await page.getByRole('link', { name: i.toInvoices }).click();
  await expect(page.getByRole('heading', { level: 2, name: i.title })).toBeVisible();
  await expect(payButton(page)).toHaveCount(0);
  await expectInvoicesLink(page, lt.common.sideNav.invoices);
  await page.goto(href('Dashboard'));
  await expect(page.getByRole('region', { name: lt.dashboard.due.title }).getByText(lt.dashboard.due.allPaid)).toBeVisible();
});
