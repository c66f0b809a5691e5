import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { routes } from '../../src/shared/routing/every-route';
import { Bundle, kb, publicRoutes } from '../../scripts/lib/bundle';
import { budgetKind, RouteKinds, type BudgetKind } from '../../scripts/lib/route-kinds';
import { expect, test } from './fixtures';
import { scriptsUntilQuiet, sum } from './browser-load';
import { routeAddress } from './visit-route';

/*
 * The budgets as a visitor's browser meets them (issue 52): every public page in every language, opened
 * afresh in Chromium, counts each JavaScript file fetched until the page is live and the network is
 * quiet, the chunks the live page imports itself included, against budgets.yaml's browserJsGzipKb for
 * its kind (told from the build, as `npm run budgets` tells it). The build's manifest alone undercounts.
 */
const budgets = (parse(readFileSync('budgets.yaml', 'utf8')) as { browserJsGzipKb: Partial<Record<BudgetKind, number>> }).browserJsGzipKb;
const bundle = new Bundle(process.env.E2E_OUT_DIR ?? 'dist');
const kinds = new RouteKinds(bundle);
// A page that fetched the form library is a form page, whatever the build's manifest says (a game's result
// page asks for the prize's delivery address in a form its kind's part brings).
const formLibrary = new Set(
  bundle.jsFiles.filter((file) => bundle.sourcesOf(file).some((s) => s.includes('node_modules/@rjsf/'))).map((f) => `/${f}`),
);
// Pages of their own: not an address that only redirects (the language proxy), nor one that needs a token or a file (preview, maintenance).
const SKIP = new Set(['LanguageProxy', 'Preview', 'Maintenance']);
const measured = publicRoutes().filter((record) => !SKIP.has(record.key));

test.describe('what a browser loads until a page is live', () => {
  // One test per page and language: each starts with an empty cache, as a first visit does.
  for (const record of measured) {
    for (const lang of record.languages) {
      test(`${record.key} (${lang}) stays within its kind's budget`, async ({ page }) => {
        const address = routeAddress(record, lang, { cms: record.key === 'ContentPage' });
        const scripts = await scriptsUntilQuiet(page, address);
        const built = budgetKind(record, kinds.load(record, lang).kind);
        const kind: BudgetKind =
          scripts.some((s) => formLibrary.has(s.path)) && (built === 'public' || built === 'account') ? 'form' : built;
        const gzip = sum(scripts, 'gzip');
        console.log(`browser load: ${record.key} (${lang}) ${kind} ${kb(gzip)} kB gzip (${gzip} B) in ${scripts.length} files`);
        const budget = budgets[kind];
        expect(budget, `budgets.yaml browserJsGzipKb has no figure for ${kind} pages`).toBeDefined();
        expect(kb(gzip), `${address} (${kind}) loads ${kb(gzip)} kB gzip of JavaScript until quiet`).toBeLessThanOrEqual(budget!);
      });
    }
  }
  test('measures every public route', () => {
    expect(measured.length).toBeGreaterThan(30);
    expect(measured.map((r) => r.key)).toEqual(expect.arrayContaining(['Home', 'Plans', 'Login', 'IsicLanding', 'ContentPage']));
    expect(Object.keys(routes).length).toBeGreaterThan(measured.length);
  });
});
