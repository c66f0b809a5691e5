import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';

const phone = (page: Page) => page.getByRole('textbox', { name: 'Telefono numeris' });

async function logIn(page: Page, msisdn = '61234567', password = 'Demo1234') {
  await phone(page).fill(msisdn);
  await page.getByLabel(/^Slaptažodis/).fill(password);
  await page.getByRole('button', { name: 'Prisijungti' }).click();
}

/** Logs in through the form and waits for the dashboard. */
async function logInToDashboard(page: Page) {
  await page.goto('/prisijungti?useAutoLogin=false');
  await logIn(page);
  await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
}

test.describe('log in and the session errors (core §4, §8)', () => {
  test('an anonymous user of a login-only page logs in through the form and lands on that page', async ({ page }) => {
    await page.goto('/pagrindinis/isklotine');
    await expect(page).toHaveURL(/\/prisijungti\?returnUrl=%2Fpagrindinis%2Fisklotine$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/pagrindinis\/isklotine$/);
    await expect(phone(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test('a wrong password shows the exception text and keeps the number; then the dashboard shows the subscriber', async ({ page }) => {
    await page.goto('/prisijungti?returnUrl=%2Fpagrindinis');
    await logIn(page, '61234567', 'Wrong1234');
    const popup = page.getByRole('alertdialog');
    await expect(popup).toContainText(lt.exceptions.InvalidCredentialsException);
    await popup.getByRole('button', { name: lt.common.modal.close }).click();
    await expect(phone(page)).toHaveValue('61234567');
    await page.getByLabel(/^Slaptažodis/).fill('Demo1234');
    await page.getByRole('button', { name: 'Prisijungti' }).click();
    await expect(page).toHaveURL(/\/pagrindinis$/);
    const profile = page.getByRole('region', { name: lt.dashboard.profile });
    await expect(profile.getByText('Rūta Kazlauskienė')).toBeVisible();
    await expect(page.getByRole('region', { name: lt.dashboard.balance })).toContainText('12,45');
  });

  test('a 401 on the user info sends to Login with returnUrl, without a popup', async ({ page }) => {
    await logInToDashboard(page);
    await page.route('**/api/user-information/user', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'Unauthorized' }] }) }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/prisijungti\?returnUrl=%2Fpagrindinis$/);
    await expect(phone(page)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a 403 sends to the site root', async ({ page }) => {
    await logInToDashboard(page);
    await page.route('**/api/user-information/user', (route) =>
      route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'Forbidden' }] }) }),
    );
    await page.reload();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });

  test('a 503 sends to the maintenance page', async ({ page }) => {
    await logInToDashboard(page);
    await page.route('**/api/user-information/user', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ errors: [{ code: 'ServiceUnavailable' }] }) }),
    );
    await page.reload();
    await expect(page).toHaveURL(/\/maintenance\.htm\?from=/);
    await expect(page.getByRole('heading', { level: 1, name: lt.common.maintenance.title })).toBeVisible();
    // Back up: "try again" opens the page the customer was on.
    await page.unroute('**/api/user-information/user');
    const retry = page.getByRole('link', { name: lt.common.maintenance.retry });
    await expect(retry).toHaveAttribute('href', '/pagrindinis');
    await retry.click();
    await expect(page).toHaveURL(/\/pagrindinis$/);
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
  });
});
