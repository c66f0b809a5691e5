import type { Page } from '@playwright/test';
import { type Language, type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { expect, test } from './fixtures';
import { loginAs } from './session';
import { routeAddress, visitRoute, visitRouteInApp } from './visit-route';
import { audit } from './axe-audit';
import { scriptsWhile, withoutCache } from './browser-load';
import { measuredRoutes, overBudget } from './load-budget';
import { LAYOUT_WIDTHS, layoutProblemsAtBothWidths } from './layout-check';

/*
 * Every page of the portal, each visited once per language (issue 53: one visit serves three checks, where
 * two sweeps visited each page apart):
 * - axe (WCAG 2.2 AA): in lt whole, with the layout at 390 and 1280 px (issue 37, layout-check.ts); in en
 *   and ru the rules a language can change (axe-audit.ts), an account page opened inside the app;
 * - on a public page, what the browser loads until the page is live and settled against its kind's budget
 *   (issue 52, load-budget.ts), with the cache off: each page is measured as a first visit is.
 */
const audited = (Object.values(routes) as RouteRecord[]).filter((r) => r.key !== 'ContentPage' && r.variant === 'main');
const measured = new Set(measuredRoutes.map((r) => r.key));
const GROUP = 8;

/**
 * Opens a page and waits until its content has arrived (and, measured, until it has settled). An account
 * page in en or ru after the group's first is opened inside the app, as its links do: lt opens every page
 * as a new document (its prerendered or plain shell, then the live app), and an account page has no load to
 * measure, so there only its texts are checked.
 */
async function visit(page: Page, record: RouteRecord, lang: Language, first: boolean) {
  if (record.login && lang !== 'lt' && !first) return visitRouteInApp(page, record, lang).then(() => ({ problems: [] }));
  const open = () => visitRoute(page, record, lang, { cms: record.key === 'ContentPage' });
  if (!measured.has(record.key) || record.login) return open().then(() => ({ problems: [] }));
  const loaded = overBudget(record, lang, await scriptsWhile(page, open));
  console.log(loaded.figures);
  return loaded;
}

for (const lang of ['lt', 'en', 'ru'] as const) {
  for (const login of [false, true]) {
    const list = [...audited, ...measuredRoutes.filter((r) => !audited.includes(r))].filter(
      (r) => r.languages.includes(lang) && r.login === login,
    );
    for (let i = 0; i < list.length; i += GROUP) {
      const group = list.slice(i, i + GROUP);
      const checks = lang === 'lt' ? 'axe (WCAG 2.2 AA), layout' : "axe (WCAG 2.2 AA, the language's rules)";
      test(`${checks}${login ? '' : ', load budget'} in ${lang}: ${group.map((r) => r.key).join(', ')}`, async ({ page }) => {
        test.setTimeout(30_000 + group.length * 15_000);
        await withoutCache(page);
        if (login) await loginAs(page);
        const layout = lang === 'lt';
        if (layout) await page.setViewportSize({ width: LAYOUT_WIDTHS[0].width, height: LAYOUT_WIDTHS[0].height });
        const problems: string[] = [];
        const seen = new Set<string>();
        for (const [n, record] of group.entries()) {
          problems.push(...(await visit(page, record, lang, n === 0)).problems);
          if (!audited.includes(record)) continue;
          problems.push(...(await audit(page, { seen, textOnly: !layout })).map((v) => `${record.key}: ${v}`));
          if (layout) problems.push(...(await layoutProblemsAtBothWidths(page)).map((p) => `${record.key} ${p}`));
        }
        expect(problems).toEqual([]);
      });
    }
  }
}

test('the sweep measures every public route and audits every page', () => {
  expect(measuredRoutes.length).toBeGreaterThan(30);
  expect(measuredRoutes.map((r) => r.key)).toEqual(expect.arrayContaining(['Home', 'Plans', 'Login', 'IsicLanding', 'ContentPage']));
  expect(Object.keys(routes).length).toBeGreaterThan(measuredRoutes.length);
  expect(audited.length).toBeGreaterThan(measuredRoutes.length);
  // The CMS catch-all is measured at a CMS page of the sandbox, not at the site root its bare `*` would make.
  expect(measuredRoutes.filter((r) => r.key === 'ContentPage').map((r) => routeAddress(r, 'lt', { cms: true }))).toEqual(['/apie-mus']);
});
