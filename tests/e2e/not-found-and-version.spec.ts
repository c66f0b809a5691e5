import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { navigateInApp } from './visit-route';

test.describe('404 (core §2)', () => {
  test('the back button goes one step back in history, also after an address typed on a page of the site', async ({ page }) => {
    await page.goto(href('Plans'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Typed in the address bar: a full page load with no referrer; the tab remembers its last page (issue 50).
    await page.goto('/sito-puslapio-tikrai-nera');
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    await page.getByRole('button', { name: lt.common.notFound.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === href('Plans'));
  });

  test('the first page of a tab that is not found goes Home: there is no step back on the site', async ({ page }) => {
    await page.goto('/sito-puslapio-tikrai-nera');
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    await page.getByRole('button', { name: lt.common.notFound.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
  });

  test('after a full page load from a page of the site (a link outside the app), back returns to that page', async ({ page }) => {
    await page.goto(href('Plans'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A document navigation with this site's page as its referrer, as a plain link in a CMS text makes it.
    await page.evaluate(() => location.assign('/sito-puslapio-irgi-nera'));
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    await page.locator('html[data-live]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: lt.common.notFound.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === href('Plans'));
  });

  test('after an in-app navigation, back returns to the previous page', async ({ page }) => {
    await page.goto(href('Plans'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, '/dar-vienas-nezinomas-puslapis');
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    await page.getByRole('button', { name: lt.common.notFound.back }).click();
    await expect(page).toHaveURL((url) => url.pathname === href('Plans'));
  });
});

test('a short link redirects to its target on the site', async ({ page }) => {
  await page.goto('/taskai');
  await expect(page).toHaveURL((url) => url.pathname === '/akcijos/pulsas-taskai');
});

const isVersionPoll = (url: string, type: string) => new URL(url).pathname === '/' && type === 'fetch';

test('after a new app version is published, the next navigation is a full page load', async ({ page }) => {
  await page.clock.install();
  await page.goto(href('Plans'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has started (the live page replaced the prerendered one): its version poll is running.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The root page now carries another version.
  await page.route('**/', async (route) => {
    if (!isVersionPoll(route.request().url(), route.request().resourceType())) return route.fallback();
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<meta name="app-version" content="[^"]*"/,
      '<meta name="app-version" content="next-version"',
    );
    return route.fulfill({ response, body });
  });
  const polled = page.waitForResponse((r) => isVersionPoll(r.url(), r.request().resourceType()));
  await page.clock.runFor(46_000);
  await (await polled).finished();
  const fullLoad = page.waitForEvent('load');
  await navigateInApp(page, href('Refill'));
  await fullLoad;
  await expect(page).toHaveURL((url) => url.pathname === href('Refill'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('without a version change, navigation stays in the page', async ({ page }) => {
  await page.clock.install();
  await page.goto(href('Plans'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The app has started (the live page replaced the prerendered one): its version poll is running.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  const polled = page.waitForResponse((r) => isVersionPoll(r.url(), r.request().resourceType()));
  await page.clock.runFor(46_000);
  await (await polled).finished();
  await navigateInApp(page, href('Refill'));
  await expect(page).toHaveURL((url) => url.pathname === href('Refill'));
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument ?? false)).toBe(true);
});
