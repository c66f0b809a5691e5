import * as app from '../../generated/app';
import * as constants from '../../generated/constants';
import lt from '../../generated/i18n/lt';
// Its tests link to campaign pages: every route, the campaigns' with the spec's.
import '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { loginAs } from './session';

/**
 * Issue 32 F5, F6, F9 in the browser: the one failure policy (core §7, §8) acted on for every call, a
 * screen's own, a form's or the shell's background calls alike.
 */
const scenario = (page: import('@playwright/test').Page, name: string) => page.request.get(`/api/__sandbox/scenario/${name}`);

test.describe('the whole API in maintenance (503)', () => {
  for (const [name, path] of [
    ['password recovery', href('PasswordRecovery')],
    ['the Ukrainian sign-up', href('UkraineSignup')],
    ['the dashboard', href('Dashboard')],
  ] as const) {
    test(`F5: ${name} goes to the maintenance page, which opens it again once the API is back`, async ({ page }) => {
      if (path === href('Dashboard')) await loginAs(page);
      await scenario(page, 'maintenance');
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page).toHaveURL((url) => url.pathname === '/maintenance.htm' && url.searchParams.get('from') === path);
      await expect(page.getByRole('heading', { level: 1, name: lt.common.maintenance.title })).toBeVisible();
      await scenario(page, 'none');
      await page.getByRole('link', { name: lt.common.maintenance.retry }).click();
      await expect(page).toHaveURL((url) => url.pathname === path);
    });
  }
});

test.describe('a token the API refuses (401)', () => {
  // Help asks the API live; Plans is baked into its page (issue 47 F5: it was said to drop the token without a word).
  for (const [name, key] of [
    ['Help', 'Help'],
    ['Plans', 'Plans'],
  ] as const)
    test(`F6: a public page stays, as a visitor sees it, and says once that the session ended (${name})`, async ({ page }) => {
      await loginAs(page);
      await page.goto(href(key === 'Help' ? 'Plans' : 'Help'));
      await scenario(page, 'expired-session');
      await page.goto(href(key));
      const notice = page.getByRole('status').filter({ hasText: lt.shell.sessionEnded.visitor });
      await expect(notice).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === href(key));
      await expect(page.getByRole('heading', { level: 1, name: lt.routes[key].title })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(await page.evaluate((key) => localStorage.getItem(key), app.tokens.storageKey)).toBeNull();
      await expect(notice.getByRole('link', { name: lt.shell.sessionEnded.login })).toHaveAttribute(
        'href',
        `${href('Login')}?returnUrl=${encodeURIComponent(href(key))}`,
      );
      await notice.getByRole('button', { name: lt.shell.sessionEnded.close }).click();
      await expect(notice).toHaveCount(0);
    });

  test('F6: an account page goes to Login once, with the page to come back to, and Login says why', async ({ page }) => {
    await loginAs(page);
    await page.goto(href('Dashboard'));
    await scenario(page, 'expired-session');
    await page.goto(href('Invoices'));
    await expect(page).toHaveURL((url) => url.pathname === href('Login') && url.searchParams.get('returnUrl') === href('Invoices'));
    await expect(page.getByRole('status').filter({ hasText: lt.shell.sessionEnded.description })).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test('F9: with the API hanging, an account page says so after one timeout, not two', async ({ page }) => {
  await loginAs(page);
  await page.clock.install();
  await page.route('**/api/**', () => undefined); // nothing ever answers
  await page.goto(href('SettingsLoginInfo'), { waitUntil: 'commit' });
  await page.waitForRequest((request) => request.url().includes('/api/'));
  // The forced-flow check never answers: the page is not held for it past the optional-call wait.
  await page.clock.runFor(constants.optionalCallWaitMs + 200);
  await expect(page.getByRole('heading', { level: 1, name: lt.routes.Settings.title })).toBeVisible();
  // What the page and its frame asked meanwhile times out once: the popup says so.
  await page.clock.runFor(constants.apiTimeoutMs + 1000);
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toContainText(lt.errors.timeout.description);
});
