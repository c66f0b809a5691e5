import { type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { loginAs } from './session';
import { visitRoute as visit } from './visit-route';
import { audit } from './axe-audit';
import { LAYOUT_WIDTHS, layoutProblemsAtBothWidths } from './layout-check';

// Every page of the main area is audited by page-sweep.spec.ts, in the same visit that measures its load.
// The browsing-protection area (its own app variant and header, campaign seed §2), in every language.
const protection = (Object.values(routes) as RouteRecord[]).filter((r) => r.variant === 'protection' && r.key !== 'ProtectionAutoLogin');
for (const lang of ['lt', 'en', 'ru'] as const) {
  test(`axe (WCAG 2.2 AA, label in name) in the browsing-protection area in ${lang}`, async ({ page }) => {
    test.setTimeout(30_000 + protection.length * 15_000);
    const layout = lang === 'lt';
    if (layout) await page.setViewportSize({ width: LAYOUT_WIDTHS[0].width, height: LAYOUT_WIDTHS[0].height });
    const violations: string[] = [];
    for (const record of protection.filter((r) => r.languages.includes(lang))) {
      await visit(page, record, lang);
      violations.push(...(await audit(page, { textOnly: !layout })).map((v) => `${record.key}: ${v}`));
      if (layout) violations.push(...(await layoutProblemsAtBothWidths(page)).map((p) => `${record.key} ${p}`));
    }
    expect(violations).toEqual([]);
  });
}

test.describe('axe in states', () => {
  test('menu open', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /meniu/i }).first().click();
    expect(await audit(page)).toEqual([]);
  });

  test('form with errors', async ({ page }) => {
    await page.goto(href('Login'));
    await page.getByRole('button', { name: 'Prisijungti', exact: true }).last().click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });

  test('modal open', async ({ page }) => {
    await loginAs(page);
    await page.goto(href('Logout'));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });

  test('logged in dashboard', async ({ page }) => {
    await loginAs(page);
    await page.goto(href('Dashboard'));
    await expect(page.getByRole('navigation').first()).toBeVisible();
    expect(await audit(page)).toEqual([]);
  });
});
