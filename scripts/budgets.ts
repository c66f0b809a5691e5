import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { type RouteRecord } from '../generated/routes';
import { routes } from '../src/shared/routing/every-route';
import { Bundle, kb, publicRoutes, routeLoad } from './lib/bundle';
import { RouteKinds, budgetKind, type BudgetKind } from './lib/route-kinds';

/**
 * `npm run budgets` (inside `npm test`, after the build): the size budgets of budgets.yaml, checked
 * on dist/. Deterministic: it measures bytes, never times.
 */
interface Budgets {
  initialJsGzipKb: number;
  formsChunkGzipKb: number;
  formsNeverOn: string[];
  dashboardNeverOnPublic: boolean;
  forbiddenInBundle: { pattern: string; why: string }[];
  forbiddenSources: { pattern: string; why: string }[];
  dynamicOnly?: { pattern: string; why: string }[];
  liveJsGzipKb: Record<BudgetKind, number>;
}

const budgets = parse(readFileSync('budgets.yaml', 'utf8')) as Budgets;
const bundle = new Bundle(process.env.E2E_OUT_DIR ?? 'dist');
const failures: string[] = [];
const isForms = (source: string) => source.includes('node_modules/@rjsf/') || /generated\/forms\/.*validator/.test(source);

let largest = { gzip: 0, route: '' };
for (const record of publicRoutes()) {
  for (const lang of record.languages) {
    const load = routeLoad(bundle, record, lang);
    const gzip = load.initial.js.reduce((sum, f) => sum + bundle.size(f).gzip, 0);
    if (gzip > largest.gzip) largest = { gzip, route: `${record.key} (${lang})` };
    if (kb(gzip) > budgets.initialJsGzipKb)
      failures.push(
        `${record.key} (${lang}) loads ${kb(gzip)} kB gzip of JavaScript before first render; the budget is ${budgets.initialJsGzipKb} kB`,
      );
    const sources = load.initial.js.flatMap((f) => bundle.sourcesOf(f));
    if (budgets.formsNeverOn.includes(record.screen) && sources.some(isForms))
      failures.push(`${record.key} (${lang}) loads the form library`);
    if (budgets.dashboardNeverOnPublic && sources.some((s) => s.includes('src/features/dashboard/')))
      failures.push(`${record.key} (${lang}) loads dashboard code`);
    for (const rule of budgets.dynamicOnly ?? []) {
      if (sources.some((s) => s.includes(rule.pattern)))
        failures.push(`${record.key} (${lang}) loads ${rule.pattern} before its first render (${rule.why})`);
    }
  }
}

const formChunks = bundle.jsFiles.filter((f) => bundle.sourcesOf(f).some((s) => s.includes('node_modules/@rjsf/')));
const formsGzip = formChunks.reduce((sum, f) => sum + bundle.size(f).gzip, 0);
if (kb(formsGzip) > budgets.formsChunkGzipKb)
  failures.push(`the form library chunks weigh ${kb(formsGzip)} kB gzip; the budget is ${budgets.formsChunkGzipKb} kB`);

for (const file of bundle.jsFiles) {
  const code = readFileSync(`${bundle.dist}/${file}`, 'utf8');
  for (const rule of budgets.forbiddenInBundle)
    if (code.includes(rule.pattern)) failures.push(`${file} contains "${rule.pattern}" (${rule.why})`);
  for (const source of bundle.sourcesOf(file)) {
    for (const rule of budgets.forbiddenSources)
      if (source.includes(rule.pattern)) failures.push(`${file} bundles ${source} (${rule.why})`);
  }
}

// Per kind of route (scripts/lib/route-kinds.ts), every route in every language: the JS until live.
const kinds = new RouteKinds(bundle);
const largestOf = new Map<BudgetKind, { gzip: number; route: string }>();
for (const record of Object.values(routes) as RouteRecord[]) {
  for (const lang of record.languages) {
    if (!record.paths[lang]) continue;
    const load = kinds.load(record, lang);
    const kind = budgetKind(record, load.kind);
    const gzip = kinds.gzip(load.live);
    if (gzip > (largestOf.get(kind)?.gzip ?? 0)) largestOf.set(kind, { gzip, route: `${record.key} (${lang})` });
    const budget = budgets.liveJsGzipKb[kind];
    if (budget === undefined) failures.push(`${record.key} (${lang}) is a ${kind} route and budgets.yaml has no liveJsGzipKb.${kind}`);
    else if (kb(gzip) > budget)
      failures.push(
        `${record.key} (${lang}), a ${kind} route, loads ${kb(gzip)} kB gzip of JavaScript until live; the budget is ${budget} kB`,
      );
    const formsLive = load.live.some((f) => bundle.sourcesOf(f).some(isForms));
    if (load.kind !== 'form' && formsLive) failures.push(`${record.key} (${lang}) loads the form library but shows no form`);
    if (budgets.formsNeverOn.includes(record.screen) && formsLive)
      failures.push(`${record.key} (${lang}) loads the form library until live (budgets.yaml formsNeverOn)`);
  }
}

// The bytes too, so a change's cost shows before it rounds up to the next tenth of a kB.
console.log(
  `budgets: largest initial JS ${kb(largest.gzip)} kB gzip (${largest.gzip} B, ${largest.route}), budget ${budgets.initialJsGzipKb} kB; form library ${kb(formsGzip)} kB gzip in ${formChunks.length} chunk(s), budget ${budgets.formsChunkGzipKb} kB`,
);
for (const [kind, { gzip, route }] of largestOf)
  console.log(
    `budgets: ${kind} routes: largest ${kb(gzip)} kB gzip until live (${gzip} B, ${route}), budget ${budgets.liveJsGzipKb[kind]} kB`,
  );
if (failures.length) {
  console.error(`Budgets exceeded:\n${[...new Set(failures)].map((f) => `  - ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('budgets: all within limits');
