import { xssPayloads } from './data/xss-payloads';
import { expect, test } from './fixtures';
import { navigateInApp } from './visit-route';

const BATCH = 12;
const batches = Array.from({ length: Math.ceil(xssPayloads.length / BATCH) }, (_, i) => xssPayloads.slice(i * BATCH, (i + 1) * BATCH));

/**
 * Each payload is the HTML of a CMS content page (the API answer intercepted in the browser): the
 * page renders through the real sanitiser, under the production CSP. `x()` records any script run.
 */
test.describe('CMS HTML is sanitised', () => {
  test.describe.configure({ timeout: 180_000 });
  test('has at least 100 payloads', () => expect(xssPayloads.length).toBeGreaterThanOrEqual(100));

  for (const [index, batch] of batches.entries()) {
    const first = index * BATCH + 1;
    test(`payloads ${first}-${first + batch.length - 1}: no script runs, harmless markup stays`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { x: () => void }).x = () => {
          (window as unknown as { __xss: number }).__xss = ((window as unknown as { __xss?: number }).__xss ?? 0) + 1;
        };
      });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      // Payloads name pictures that do not exist (`<img src=x>`): harmless once sanitised, so answered empty
      // rather than reported as the portal's broken images.
      await page.route(
        (url) => !/^\/(assets|media|api)\//.test(url.pathname),
        (route) => (route.request().resourceType() === 'image' ? route.fulfill({ status: 204 }) : route.fallback()),
      );
      await page.route('**/api/pages/metadata?*', (route) => {
        const n = Number(/xss-(\d+)/.exec(decodeURIComponent(route.request().url()))?.[1]);
        return route.fulfill({
          json: {
            pageId: 9000 + n,
            aliases: { lt: `/xss-${n}`, en: `/xss-${n}`, ru: `/xss-${n}` },
            hidden: false,
            publishFrom: null,
            publishTo: null,
            seoTitle: `XSS ${n}`,
            seoDescription: '',
          },
        });
      });
      await page.route(/\/api\/pages\/9\d{3}$/, (route) => {
        const n = Number(/\/(\d+)$/.exec(route.request().url())![1]) - 9000;
        const content = `<p class="case">Case ${n}</p>${xssPayloads[n - 1]}`;
        return route.fulfill({
          json: { id: 9000 + n, alias: `/xss-${n}`, title: `Sanitiser test ${n}`, content, updatedAt: '2026-11-01T00:00:00Z' },
        });
      });
      // The server answers a real 404 for a path the API does not know (nginx asks GET /pages/resolve,
      // which the browser cannot intercept), so the pages are opened in the app, as a link would.
      await page.goto('/');
      await expect(page.locator('h1').first()).toBeVisible();
      for (const [i] of batch.entries()) {
        const n = first + i;
        await navigateInApp(page, `/xss-${n}`);
        await expect(page.getByRole('heading', { level: 1, name: `Sanitiser test ${n}` })).toBeVisible();
        await expect(page.locator('p.case'), `payload ${n}`).toHaveText(`Case ${n}`);
        // Give event-handler payloads (onerror, onload, ontoggle, autofocus) their chance to fire.
        await page.mouse.move(60, 320);
        await page.keyboard.press('Tab');
        await page.waitForLoadState('networkidle');
        expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0), `payload ${n}`).toBe(0);
        await expect(
          page.locator('#content :is(script, iframe, object, embed, style, base, [onerror], [onload], [onfocus], [style])'),
        ).toHaveCount(0);
      }
      expect(dialogs).toEqual([]);
    });
  }
});
