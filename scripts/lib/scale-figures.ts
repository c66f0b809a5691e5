import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { RouteKey } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { Bundle, ENTRY, kb } from './bundle';
import { RouteKinds } from './route-kinds';

/**
 * Run in a copy of the project by `npm run bench:scale` (scripts/bench-scale.mts), after its build:
 * prints, as JSON, what the measured pages load (gzip kB, before their first render and until live, as
 * `npm run budgets` counts them), the start chunk, and how many documents the build wrote.
 */
const dist = process.env.E2E_OUT_DIR ?? 'dist';
const bundle = new Bundle(dist);
const kinds = new RouteKinds(bundle);
const pages: RouteKey[] = ['Home', 'Plans', 'Login', 'IsicLanding'];
const documents = (dir: string): number =>
  readdirSync(dir).reduce((n, entry) => {
    const path = join(dir, entry);
    return n + (statSync(path).isDirectory() ? documents(path) : entry.endsWith('.html') ? 1 : 0);
  }, 0);
const figures = Object.fromEntries(
  pages.map((key) => {
    const load = kinds.load(routes[key], 'lt');
    return [key, { initial: kb(kinds.gzip(load.initial.js)), live: kb(kinds.gzip(load.live)) }];
  }),
);
const start = bundle.closure(ENTRY).js;
console.log(JSON.stringify({ pages: figures, startKb: kb(kinds.gzip(start)), documents: documents(dist) }));
