import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import type { Language, RouteRecord } from '../../generated/routes';
import { Bundle, kb, publicRoutes } from '../../scripts/lib/bundle';
import { budgetKind, RouteKinds, type BudgetKind } from '../../scripts/lib/route-kinds';
import { sum, type LoadedScript } from './browser-load';

/*
 * The budgets as a visitor's browser meets them (issue 52): what a page fetched until it was live and
 * settled, the chunks the live page imports itself included, against budgets.yaml's browserJsGzipKb for
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
/** Every public page, each measured in every language it has. */
export const measuredRoutes = publicRoutes().filter((record) => !SKIP.has(record.key));

/** What is wrong with a page's load (nothing: []), and a line of figures for the run's log. */
export function overBudget(record: RouteRecord, lang: Language, scripts: readonly LoadedScript[]): { problems: string[]; figures: string } {
  const built = budgetKind(record, kinds.load(record, lang).kind);
  const kind: BudgetKind = scripts.some((s) => formLibrary.has(s.path)) && (built === 'public' || built === 'account') ? 'form' : built;
  const gzip = sum(scripts, 'gzip');
  const figures = `browser load: ${record.key} (${lang}) ${kind} ${kb(gzip)} kB gzip (${gzip} B) in ${scripts.length} files`;
  const budget = budgets[kind];
  if (budget === undefined) return { problems: [`budgets.yaml browserJsGzipKb has no figure for ${kind} pages`], figures };
  if (kb(gzip) > budget)
    return {
      problems: [`${record.key} (${lang}, ${kind}) loads ${kb(gzip)} kB gzip of JavaScript until quiet: over its budget of ${budget}`],
      figures,
    };
  return { problems: [], figures };
}
