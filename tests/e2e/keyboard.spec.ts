import type { Page } from '@playwright/test';
import en from '../../generated/i18n/en';
import lt from '../../generated/i18n/lt';
import { type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const publicPages = (Object.values(routes) as RouteRecord[])
  .filter((r) => !r.login && r.variant === 'main' && r.params.every((p) => p === 'group' || p === 'topic'))
  .map((r) => r.paths.lt!.replace(/\/:[a-z]+\?/gi, ''));

async function settled(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('the skip link is the first Tab stop and moves focus to the content', async ({ page }) => {
  await page.goto(href('Plans'));
  await settled(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: lt.common.skipLink });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
});

test('navigation moves focus to the content and changes the title', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 }); // the main links are in view, not in the menu
  await page.goto(href('Home', {}, 'en'));
  await settled(page);
  await page.getByRole('banner').getByRole('link', { name: en.common.header.links.plans }).first().click();
  await expect(page).toHaveTitle(new RegExp(`^${en.routes.Plans.title}`));
  await expect(page.locator('#content')).toBeFocused();
});

test('Tab never gets stuck outside a modal: it walks through the page and leaves it', async ({ page }) => {
  await page.goto(href('Refill'));
  await settled(page);
  const seen = new Set<string>();
  for (let i = 0; i < 120; i++) {
    await page.keyboard.press('Tab');
    const id = await page.evaluate(() => {
      const el = document.activeElement;
      return el && el !== document.body
        ? `${el.tagName}:${el.textContent?.slice(0, 30)}:${el.getAttribute('href') ?? el.getAttribute('name') ?? ''}`
        : 'body';
    });
    if (id === 'body' || (seen.has(id) && seen.size > 5)) return; // wrapped around: no trap
    seen.add(id);
  }
  throw new Error(`focus did not leave the page after 120 Tabs (stuck among ${seen.size} elements)`);
});

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });
  const GROUP = 8;
  for (let i = 0; i < publicPages.length; i += GROUP) {
    const group = publicPages.slice(i, i + GROUP);
    test(`no horizontal scroll and 24 px targets: ${group.join(' ')}`, async ({ page }) => {
      test.setTimeout(30_000 + group.length * 10_000);
      const problems: string[] = [];
      for (const path of group) {
        await page.goto(path);
        await settled(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (overflow > 0) problems.push(`${path}: scrolls ${overflow}px sideways`);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [role="tab"], summary')]
            .filter((el) => el.offsetParent !== null && !el.closest('p') && getComputedStyle(el).display !== 'inline')
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.width < 24 || box.height < 24))
            .map(
              ({ el, box }) =>
                `${el.tagName} "${(el.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}x${Math.round(box.height)}`,
            ),
        );
        problems.push(...small.map((s) => `${path}: target ${s}`));
      }
      expect(problems).toEqual([]);
    });
  }
});
