import lt from '../../generated/i18n/lt';
import { expect, test } from './fixtures';

/** Issue 7: the defects a security and reliability probe found, each pinned where the user meets it. */

test('D1: a short link whose target has dot segments stays on the site', async ({ page, baseURL }) => {
  const offSite: string[] = [];
  await page.route((url) => url.hostname.endsWith('evil.example'), (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
  await page.route('**/api/shortlinks', (route) =>
    route.fulfill({ json: [{ shortlink: '/pasiulymas', path: '/.//evil.example' }, { shortlink: '/kitas', path: '/a/..//evil.example/x' }, { shortlink: '/planu-sarasas', path: '/./planai' }] }),
  );
  for (const link of ['/pasiulymas', '/kitas']) {
    await page.goto(link);
    // Refused targets are no redirect at all: the short path is an unknown page of this site.
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  }
  // A harmless dot segment is normalised and followed.
  await page.goto('/planu-sarasas');
  await expect(page).toHaveURL((url) => url.pathname === '/planai');
  expect(offSite).toEqual([]);
});
