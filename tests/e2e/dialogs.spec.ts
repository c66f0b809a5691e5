import type { Locator, Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { LAYOUT_WIDTHS } from './layout-check';
import { loginAs } from './session';

/**
 * Issue 50: every dialog is placed by the one modal primitive, centred in the viewport at 390 and 1280 px,
 * whatever screen opened it (the invoice dialog sat in the top-left corner, over the logo, because the
 * invoices' section reset its children's margins); closing one gives focus back without moving the page.
 */
async function expectCentred(page: Page, dialog: Locator, width: number): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  const viewport = page.viewportSize()!;
  const left = box.x;
  const right = viewport.width - (box.x + box.width);
  expect(Math.abs(left - right), `centred across at ${width} px (left ${left}, right ${right})`).toBeLessThanOrEqual(2);
  expect(left, `off the edges at ${width} px`).toBeGreaterThanOrEqual(width < 768 ? 15 : 100);
  expect(box.y, `below the top at ${width} px`).toBeGreaterThanOrEqual(15);
  expect(box.y + box.height, `above the bottom at ${width} px`).toBeLessThanOrEqual(viewport.height - 15);
  const top = box.y;
  const bottom = viewport.height - (box.y + box.height);
  expect(Math.abs(top - bottom), `centred down at ${width} px`).toBeLessThanOrEqual(2);
}

const invoicesPay = (page: Page) => page.getByRole('button', { name: /^Apmokėti sąskaitą \(/ });

for (const { width, height } of LAYOUT_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, reducedMotion: 'reduce', deviceScaleFactor: 1 });

    test('the invoice dialog, the logout dialog and the error popup are centred', async ({ page }) => {
      await loginAs(page, '61234568');
      await page.goto(href('Invoices'));
      await invoicesPay(page).first().click();
      const pay = page.getByRole('dialog', { name: lt.account.invoices.payTitle });
      await expectCentred(page, pay, width);
      await pay.getByRole('button', { name: lt.common.modal.close }).click();
      await expect(invoicesPay(page).first()).toBeFocused();

      await page.goto(href('Logout'));
      const logout = page.getByRole('alertdialog', { name: lt.common.logout.title });
      await expectCentred(page, logout, width);
      await expect.soft(logout, `the logout dialog at ${width} px`).toHaveScreenshot(`logout-dialog-${width}.png`);
      // One way to stay, named for what it does; no second button doing the same.
      await expect(logout.getByRole('button')).toHaveText([lt.common.logout.confirm, lt.common.logout.cancel]);

      await page.goto(href('Plans'));
      await page.route('**/api/price-plan/order', (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.goto(`${href('PlanConfirmation')}?planId=22`);
      await page.getByRole('button', { name: lt.plans.confirmation.confirm }).click();
      const error = page.getByRole('alertdialog');
      await expectCentred(page, error, width);
      await expect.soft(error, `the error popup at ${width} px`).toHaveScreenshot(`error-dialog-${width}.png`);
    });

    for (const entry of ['the login form', 'the address'] as const) {
      test(`the first popup of a visit, after ${entry}, closes without moving the Dashboard`, async ({ page }) => {
        await page.addInitScript(() => window.sessionStorage.removeItem('portal.user.banners.closed'));
        if (entry === 'the login form') {
          // The way a subscriber comes: the navigation to the Dashboard moves focus into the page, under the popup.
          await page.goto('/prisijungti?useAutoLogin=false');
          await page.getByRole('textbox', { name: 'Telefono numeris' }).fill('61234567');
          await page.getByLabel(/^Slaptažodis/).fill('Demo1234');
          await page.getByRole('button', { name: 'Prisijungti' }).click();
        } else {
          await loginAs(page);
          await page.goto(href('Dashboard'));
        }
        const popup = page.getByRole('dialog', { name: 'Atnaujinome savitarną' });
        await expectCentred(page, popup, width);
        await popup.getByRole('button', { name: lt.common.modal.close }).click();
        await expect(popup).toBeHidden();
        await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        expect(await page.evaluate(() => window.scrollY), 'the page has not scrolled').toBe(0);
        // The heading stays in view below the sticky header.
        const header = (await page.getByRole('banner').boundingBox())!;
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(heading.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      });
    }
  });
}

/** The text of the rows of `rows` that lies under the chat launcher when each row in turn ends at the screen's bottom. */
async function textUnderLauncher(page: Page, rows: string): Promise<string[]> {
  return page.evaluate(async (selector) => {
    const launcher = document.querySelector('.live-chat__launcher')!.getBoundingClientRect();
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const under: string[] = [];
    for (const row of document.querySelectorAll(selector)) {
      window.scrollBy(0, row.getBoundingClientRect().bottom - window.innerHeight);
      await frame();
      const walker = document.createTreeWalker(row, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Words for screen readers only (a 1 px clipped box) are not on the screen.
        if (!node.textContent!.trim() || node.parentElement!.closest('.visually-hidden')) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = launcher;
        const hit = [...range.getClientRects()].some(
          (r) => r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom,
        );
        if (hit) under.push(node.textContent!.trim());
      }
    }
    return under;
  }, rows);
}

test.describe('the chat launcher on a phone', () => {
  test.use({ viewport: { width: LAYOUT_WIDTHS[0].width, height: LAYOUT_WIDTHS[0].height } });
  test('covers no line of the invoices, the payments or the requests at any row', async ({ page }) => {
    await loginAs(page, '61234568');
    await page.goto(href('Invoices'));
    await expect(page.getByRole('button', { name: lt.shell.liveChat.open })).toBeVisible();
    expect(await textUnderLauncher(page, '.account-table tbody tr')).toEqual([]);
    await page.goto(href('MyRequests'));
    await expect(page.getByRole('button', { name: lt.shell.liveChat.open })).toBeVisible();
    expect(await textUnderLauncher(page, '.account-ticket')).toEqual([]);
  });
});

test.describe('the invoices at both widths', () => {
  test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });
  test('the list keeps each sum, date and link on one line, the pay button beside the state; the dialog looks as committed', async ({
    page,
  }) => {
    await loginAs(page, '61234568');
    await page.goto(href('Invoices'));
    for (const { width, height } of LAYOUT_WIDTHS) {
      await page.setViewportSize({ width, height });
      const table = page.getByRole('table', { name: lt.account.invoices.caption });
      const row = table
        .getByRole('row')
        .filter({ has: invoicesPay(page) })
        .first();
      for (const cell of await row.getByRole('cell').all()) {
        for (const line of await cell.locator('.account-table__nowrap, .account-badge').all()) {
          const lines = await line.evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          });
          expect(lines, `${await line.textContent()} on one line at ${width} px`).toBe(1);
        }
      }
      if (width >= 768) {
        const badge = (await row.locator('.account-badge').boundingBox())!;
        const button = (await invoicesPay(page).first().boundingBox())!;
        expect(Math.abs(badge.y + badge.height / 2 - (button.y + button.height / 2)), 'the pay button beside the state').toBeLessThan(4);
      }
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect.soft(page, `invoices at ${width} px`).toHaveScreenshot(`invoices-postpaid-${width}.png`);
      await invoicesPay(page).first().click();
      await expect(page.getByRole('dialog', { name: lt.account.invoices.payTitle })).toBeVisible();
      await expect.soft(page, `the invoice dialog at ${width} px`).toHaveScreenshot(`invoice-dialog-${width}.png`);
      await page.keyboard.press('Escape');
    }
  });
});
