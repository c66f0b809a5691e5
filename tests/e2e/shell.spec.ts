import type { Page } from '@playwright/test';
import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

/**
 * Logs a demo subscriber in through the API. The login request goes first, so its sandbox world (the
 * context's cookie) is the one every later page call uses; the token is stored once, as the portal does.
 */
async function logIn(page: Page, msisdn = '61234567') {
  const response = await page.request.post('/api/auth/login', { data: { msisdn, password: 'Demo1234' } });
  expect(response.ok()).toBe(true);
  const { result } = (await response.json()) as { result: string };
  await page.goto(href('Home'));
  await page.evaluate((token) => localStorage.setItem('token', token), result);
}

const header = (page: Page) => page.getByRole('banner');
const languageButton = (page: Page, code = 'LT', label: string = lt.common.language.label) =>
  header(page).getByRole('button', { name: `${label}: ${code}` });

test.describe('header by keyboard on a phone', () => {
  test('skip link first, then the hamburger menu opens with Enter and Escape closes it', async ({ page }) => {
    await page.goto(href('Refill'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: lt.common.skipLink })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: lt.common.header.logo })).toBeFocused();
    await page.keyboard.press('Tab');
    const burger = header(page).getByRole('button', { name: lt.common.header.menu, exact: true });
    await expect(burger).toBeFocused();
    const firstLink = header(page).getByRole('navigation', { name: lt.common.header.mainNavigation }).getByRole('link').first();
    await expect(firstLink).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(firstLink).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(firstLink).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    await expect(burger).toBeFocused();
    await expect(firstLink).toBeHidden();
  });

  test('the header slides away when scrolling down past 60 px and comes back on scroll up', async ({ page }) => {
    await page.goto(href('Home'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The live page replaces the prerendered fallback first; scrolling before that would be undone.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(header(page)).toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, 600));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(60);
    await expect(header(page)).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -200));
    await expect(header(page)).toBeInViewport();
  });

  test('the skip link moves focus to the page content', async ({ page }) => {
    await page.goto(href('Refill'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#content')).toBeFocused();
  });
});

test.describe('header by keyboard on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('language and user menus open with Enter, move with arrows, close with Escape back on their button', async ({ page }) => {
    await logIn(page);
    await page.goto(href('Dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(header(page).getByRole('button', { name: lt.common.header.menu, exact: true })).toBeHidden();

    const language = languageButton(page);
    await language.focus();
    await page.keyboard.press('Enter');
    await expect(language).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(header(page).getByRole('link', { name: 'Lietuvių' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(header(page).getByRole('link', { name: 'English' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(header(page).getByRole('link', { name: 'Українська' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(language).toHaveAttribute('aria-expanded', 'false');
    await expect(language).toBeFocused();
    await expect(header(page).getByRole('link', { name: 'English' })).toBeHidden();

    // Tab on: the next stop is the user menu's button.
    await page.keyboard.press('Tab');
    const user = header(page).getByRole('button', { name: /Naudotojo meniu \+370 612 34567/ });
    await expect(user).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(user).toHaveAttribute('aria-expanded', 'true');
    const logOut = header(page).getByRole('link', { name: lt.common.sideNav.logOut });
    await expect(logOut).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(user).toBeFocused();
    await expect(logOut).toBeHidden();
  });
});

test.describe('language switch', () => {
  test('keeps the page: lt /papildymas becomes /en/top-up, html lang and texts change, the cookie keeps en', async ({ page, context }) => {
    await page.goto(href('Refill'));
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Refill.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
    const language = languageButton(page);
    await language.click();
    await header(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/top-up$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.Refill.title })).toBeVisible();
    await expect(languageButton(page, 'EN', en.common.language.label)).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    expect(cookie?.value).toBe('en');
    expect(cookie?.path).toBe('/');
    // About a day (core §4: kept for 1 day).
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(23 * 3600);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(24 * 3600 + 60);
  });
});

test.describe('logout', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the logout route asks first; cancel returns, confirm logs out to Login', async ({ page }) => {
    await logIn(page);
    await page.goto(href('Dashboard'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('navigation', { name: lt.common.sideNav.label }).getByRole('link', { name: lt.common.sideNav.settings }).click();
    await expect(page).toHaveURL(new RegExp(`${href('Settings')}$`));
    await page.goto(href('Dashboard'));
    // Through the header's user menu to the Logout route.
    await header(page)
      .getByRole('button', { name: /Naudotojo meniu/ })
      .click();
    await header(page).getByRole('link', { name: lt.common.sideNav.logOut }).click();
    await expect(page).toHaveURL(new RegExp(`${href('Logout')}$`));
    let dialog = page.getByRole('alertdialog', { name: lt.common.logout.title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: lt.common.logout.cancel }).click();
    await expect(page).toHaveURL(new RegExp(`${href('Dashboard')}$`));
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // The address changes at once; the Dashboard replaces the old page once its data is in, and a menu
    // opened before that closes with the page it was opened on.
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

    await header(page)
      .getByRole('button', { name: /Naudotojo meniu/ })
      .click();
    await header(page).getByRole('link', { name: lt.common.sideNav.logOut }).click();
    dialog = page.getByRole('alertdialog', { name: lt.common.logout.title });
    await dialog.getByRole('button', { name: lt.common.logout.confirm }).click();
    await expect(page).toHaveURL(new RegExp(`${href('Login')}\\?useAutoLogin=false$`));
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(header(page).getByRole('link', { name: lt.common.header.myAccount })).toHaveAttribute('href', href('Login'));
    // The old token no longer works: the dashboard now needs a login.
    await page.goto(href('Dashboard'));
    await expect(page).toHaveURL(/\/prisijungti\?returnUrl=/);
  });
});
