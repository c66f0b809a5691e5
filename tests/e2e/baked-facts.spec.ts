import type { Browser, Page } from '@playwright/test';
// Its tests link to campaign pages: every route, the campaigns' with the spec's.
import '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { atMoment, expect, test } from './fixtures';

/**
 * Issue 49: every fact a page bakes into its HTML says what the live page says, in every language. The
 * same address is read twice: without JavaScript (the prerendered HTML, what a slow phone shows first and
 * a link preview reads) and live once the network is quiet; each fact's text must be the same.
 */
const FACTS: { name: string; path: string; selector: string }[] = [
  ...(['lt', 'en', 'ru'] as const).map((lang) => ({
    name: `the help line on Home (${lang})`,
    path: href('Home', {}, lang),
    selector: '.site-footer__help',
  })),
  { name: 'the help line on Plans', path: href('Plans'), selector: '.site-footer__help' },
  { name: "the points campaign's period on its rules", path: href('AwardsRules'), selector: '.campaign--rules .lead' },
  { name: "the points campaign's period on its rules (en)", path: href('AwardsRules', {}, 'en'), selector: '.campaign--rules .lead' },
  { name: 'the current discounts and their periods', path: href('Discounts'), selector: '.discount-grid' },
  { name: "Home's discounts and their periods", path: href('Home'), selector: '.discounts' },
];

const textOf = async (page: Page, selector: string) => (await page.locator(selector).first().innerText()).replace(/\s+/g, ' ').trim();

async function prerendered(browser: Browser, path: string, selector: string): Promise<string> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    await atMoment(context);
    const page = await context.newPage();
    await page.goto(path);
    return await textOf(page, selector);
  } finally {
    await context.close();
  }
}

test.describe('baked facts: the prerendered HTML and the live page say the same', () => {
  for (const fact of FACTS) {
    test(fact.name, async ({ page, browser }) => {
      const baked = await prerendered(browser, fact.path, fact.selector);
      expect(baked.length, `${fact.path} has ${fact.selector} in its HTML`).toBeGreaterThan(10);
      await page.goto(fact.path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => textOf(page, fact.selector)).toBe(baked);
    });
  }

  test('the help line is the one of spec/app.yaml in every language', async ({ page }) => {
    for (const lang of ['lt', 'en', 'ru'] as const) {
      await page.goto(href('Home', {}, lang));
      const help = page.locator('.site-footer__help');
      await expect(help.locator('a[href="tel:1510"]')).toHaveText('1510');
      await expect(help.locator('a[href="tel:+37064551510"]')).toHaveText('+370 645 51510');
      await expect(help).toContainText(lang === 'en' ? '€0,29' : '0,29\u00a0€');
    }
  });
});
