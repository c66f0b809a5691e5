import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import ru from '../../generated/i18n/ru';
import * as app from '../../generated/app';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const texts = { lt, en, ru };

test.describe('real 404s (core §8: unknown route or page, status 404)', () => {
  for (const [lang, path] of [
    ['lt', '/sito-adreso-nera'],
    ['en', '/en/no/such/page'],
    ['ru', '/ru/net-takoy-stranitsy'],
  ] as const) {
    test(`an unknown ${lang} address answers 404 with the not-found page inside the shell`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      const t = texts[lang].common;
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: t.notFound.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
      await expect(main).toHaveAttribute('id', 'content');
      await expect(page.locator('title')).toHaveCount(1);
      await expect(page).toHaveTitle(`${t.notFound.title} | ${app.product.name}`);
      // The skip link leads to the not-found screen.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: t.skipLink })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(main).toBeFocused();
    });
  }

  test('a CMS page that is hidden or no longer published answers 404, a published one 200', async ({ page }) => {
    expect((await page.goto('/vasaros-akcija-2023'))?.status()).toBe(404);
    expect((await page.goto('/slaptas-pasiulymas'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: lt.common.notFound.title })).toBeVisible();
    expect((await page.request.get('/apie-mus')).status()).toBe(200);
  });

  test("the footer's terms link leads to a real page; the app's routes and short links are not 404", async ({ page }) => {
    expect((await page.goto(href('Plans')))?.status()).toBe(200);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Paslaugų teikimo taisyklės' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/taisykles');
    await expect(page.getByRole('heading', { level: 1, name: 'Paslaugų teikimo taisyklės' })).toBeVisible();
    expect((await page.request.get('/taisykles')).status()).toBe(200);
    expect((await page.request.get('/en/terms-of-service')).status()).toBe(200);
    // Another language's alias finds the page too (a link shared in Lithuanian), which moves to its own (issue 50).
    expect((await page.request.get('/en/taisykles')).status()).toBe(200);
    expect((await page.request.get(href('Device', { skuUrl: 'apple-airpods-pro-2' }))).status()).toBe(200);
    // A device the build does not know is an unknown address (issue 32 F7).
    expect((await page.request.get(href('Device', { skuUrl: 'bet-kas' }))).status()).toBe(404);
    expect((await page.request.get(href('Dashboard'))).status()).toBe(200);
    expect((await page.request.get('/taskai', { maxRedirects: 0 })).status()).toBe(200);
  });

  test('the language proxy keeps the language and returns to the same page in it', async ({ page, context }) => {
    await page.goto(`${href('LanguageProxy', { language: 'en' })}?returnUrl=${encodeURIComponent(`${href('Refill')}?amount=5`)}`);
    await expect(page).toHaveURL((url) => url.pathname === href('Refill', {}, 'en') && url.search === '?amount=5');
    await expect(page.getByRole('heading', { level: 1, name: en.routes.Refill.title })).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === app.cookies.language.name)?.value).toBe('en');
    await page.goto(`${href('LanguageProxy', { language: 'ru' })}?returnUrl=${encodeURIComponent('https://evil.example/')}`);
    await expect(page).toHaveURL((url) => url.pathname === href('Home', {}, 'ru'));
  });
});
