import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { loginAs } from './session';
import { visitRoute } from './visit-route';
import { LAYOUT_WIDTHS, layoutProblemsAtBothWidths } from './layout-check';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * The WCAG rules whose outcome can change with the page's language: names, labels, titles, alternative
 * texts, the language attributes. In en and ru the pages are the same components, styles and structure as
 * in lt, which the lt audit checks whole (contrast, roles, ARIA, target sizes, with the layout): there only
 * these run, at a third of the time.
 */
const TEXT_RULES = [
  ...['area-alt', 'aria-command-name', 'aria-input-field-name', 'aria-meter-name', 'aria-progressbar-name', 'aria-tab-name'],
  ...['aria-toggle-field-name', 'aria-tooltip-name', 'button-name', 'document-title', 'frame-title'],
  ...['html-has-lang', 'html-lang-valid', 'html-xml-lang-mismatch', 'image-alt', 'input-button-name', 'input-image-alt', 'label'],
  ...['label-content-name-mismatch', 'link-name', 'object-alt', 'role-img-alt', 'select-name', 'summary-name', 'svg-img-alt', 'valid-lang'],
];

/**
 * `seen`: the shell parts audited on an earlier page of the same group (same language, same session), which
 * this page's audit leaves out: the footer is the same on every page, the header is once per look (light
 * or dark). They are a quarter of each audit's time.
 */
async function audit(page: Page, seen?: Set<string>, { textOnly = false } = {}) {
  // WCAG 2.5.3 (label in name) is one of axe's experimental rules, off unless asked for (issue 32 F8).
  // (options() replaces what withTags() set, so it comes first.)
  const builder = new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  if (textOnly) builder.withRules(TEXT_RULES);
  else builder.withTags(TAGS);
  if (seen) {
    const header = `header ${await page.evaluate(() => document.querySelector('.site-header')?.className.includes('--dark'))}`;
    for (const [part, selector] of [
      [header, '.site-header'],
      ['footer', '.site-footer'],
    ] as const) {
      if (seen.has(part)) builder.exclude(selector);
      seen.add(part);
    }
  }
  const results = await builder.analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join(', ')}`,
  );
}

const visit = visitRoute;

const records = (Object.values(routes) as RouteRecord[]).filter((r) => r.key !== 'ContentPage' && r.variant === 'main');
const GROUP = 8;

// Routes are audited in groups that share one browser page, so 230 pages take minutes, not tens of them.
// In lt each visit is audited whole and checks the layout at 390 and 1280 px (issue 37: tests/e2e/layout-check.ts
// says what); in en and ru the rules a language can change (TEXT_RULES).
for (const lang of ['lt', 'en', 'ru'] as const) {
  for (const login of [false, true]) {
    const list = records.filter((r) => r.languages.includes(lang) && r.login === login);
    for (let i = 0; i < list.length; i += GROUP) {
      const group = list.slice(i, i + GROUP);
      const title = lang === 'lt' ? 'axe (WCAG 2.2 AA) and layout' : "axe (WCAG 2.2 AA, the language's rules)";
      test(`${title} in ${lang}: ${group.map((r) => r.key).join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + group.length * 15_000);
        if (login) await loginAs(page);
        // In lt the same visit checks the layout at 390 and 1280 px too (issue 37, layout-check.ts).
        const layout = lang === 'lt';
        if (layout) await page.setViewportSize({ width: LAYOUT_WIDTHS[0].width, height: LAYOUT_WIDTHS[0].height });
        const violations: string[] = [];
        const seen = new Set<string>();
        for (const record of group) {
          await visit(page, record, lang);
          violations.push(...(await audit(page, seen, { textOnly: !layout })).map((v) => `${record.key}: ${v}`));
          if (layout) violations.push(...(await layoutProblemsAtBothWidths(page)).map((p) => `${record.key} ${p}`));
        }
        expect(violations).toEqual([]);
      });
    }
  }
}

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
      violations.push(...(await audit(page, undefined, { textOnly: !layout })).map((v) => `${record.key}: ${v}`));
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
