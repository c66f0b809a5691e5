import { expect, test } from './fixtures';
import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';

test.describe('the served portal', () => {
  test('answers the API from the built-in sandbox under /api', async ({ page }) => {
    await page.goto('/');
    const configs = await page.evaluate(async () => {
      const response = await fetch('/api/system/configs?configs=IsicPricePlanId&configs=ESimChangePricePlanId');
      return { status: response.status, body: (await response.json()) as { key: string }[] };
    });
    expect(configs.status).toBe(200);
    expect(configs.body.map((c) => c.key).sort()).toEqual(['ESimChangePricePlanId', 'IsicPricePlanId']);
  });

  test('serves documents with the production security headers', async ({ request }) => {
    const response = await request.get(href('Refill', {}, 'en'));
    expect(response.status()).toBe(200);
    const csp = response.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('renders a route in its language, from the generated route table and texts', async ({ page }) => {
    await page.goto(href('Refill', {}, 'en'));
    await expect(page.getByRole('heading', { level: 1, name: en.routes.Refill.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(href('Refill'));
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Refill.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'lt');
  });
});
