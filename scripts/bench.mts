import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import * as app from '../generated/app';
import { type RouteRecord } from '../generated/routes';
import { routes } from '../src/shared/routing/every-route';
import { Bundle, kb, publicRoutes, routeLoad } from './lib/bundle';
import { RouteKinds, budgetKind } from './lib/route-kinds';

/**
 * `npm run bench`: builds, then prints and saves (bench/results/<time>.json and .md) what each public
 * route loads, and Lighthouse's mobile figures (median of --runs, default 5) on every public route with a
 * page of its own and one route per account screen (lt, logged in as the sandbox's demo subscriber), and
 * Home in en and ru; the table also goes to the README's performance section. Options: --runs N, --routes Home,Login
 * (route keys; Home-en, Home-ru for those two), --dist <dir> (measure a build already there, no build). A
 * run over every page ends with the INP bench (scripts/bench-inp.mts).
 */
const { values: args } = parseArgs({ options: { runs: { type: 'string' }, routes: { type: 'string' }, dist: { type: 'string' } } });
const RUNS = Number(args.runs ?? process.env.BENCH_RUNS ?? 5);
const dist = args.dist ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 5390);
// scripts/e2e-server.ts serves over TLS when nginx is there (a certificate made for the run), else plain
// vite preview: the bench asks the scheme it serves, and trusts that certificate (localhost only).
const useNginx = process.env.E2E_SERVER !== 'preview' && existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx');
const origin = `${useNginx ? 'https' : 'http'}://localhost:${port}`;
if (useNginx) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function sizes() {
  const bundle = new Bundle(dist);
  return publicRoutes().flatMap((record) =>
    record.languages.map((lang) => {
      const load = routeLoad(bundle, record, lang);
      const sum = (files: string[], k: 'gzip' | 'brotli') => files.reduce((s, f) => s + bundle.size(f)[k], 0);
      return {
        route: record.key,
        lang,
        path: load.path,
        initialJsGzipKb: kb(sum(load.initial.js, 'gzip')),
        initialJsBrotliKb: kb(sum(load.initial.js, 'brotli')),
        lazyChunks: load.lazy.length,
        lazyJsGzipKb: kb(sum(load.lazy, 'gzip')),
        cssGzipKb: kb(sum(load.initial.css, 'gzip')),
      };
    }),
  );
}

interface BenchPage {
  name: string;
  route: string;
  kind: string;
  path: string;
  login: boolean;
}

/** A choice of necessary cookies only, as the consent banner stores it (src/features/shell/cookies/consent.ts). */
const CONSENT_CHOICE = JSON.stringify({
  preferences: false,
  statistics: false,
  marketing: false,
  source: 'own',
  at: '2026-01-01T00:00:00.000Z',
});

/**
 * Every public route with a page of its own (the prerendered ones, and a CMS page the sandbox serves),
 * one route per screen of the account area, in lt; and Home in en and ru.
 */
function benchPages(kinds: RouteKinds): BenchPage[] {
  const pages: BenchPage[] = [];
  const screens = new Set<string>();
  const all = [...publicRoutes(), ...(Object.values(routes) as RouteRecord[]).filter((r) => r.login && r.variant === 'main')];
  for (const record of all) {
    // The CMS's pages have no path of their own: a page the sandbox serves stands for them.
    const path = record.key === 'ContentPage' ? '/apie-mus' : record.paths.lt?.replace(/\/:[A-Za-z]+\?/g, '');
    if (!path || path.includes(':')) continue; // a required parameter: no page to measure without data
    if (record.login && screens.has(record.screen)) continue;
    screens.add(record.screen);
    pages.push({ name: record.key, route: record.key, kind: budgetKind(record, kinds.load(record, 'lt').kind), path, login: record.login });
  }
  for (const lang of ['en', 'ru'] as const)
    pages.push({ name: `Home-${lang}`, route: 'Home', kind: 'public', path: routes.Home.paths[lang]!, login: false });
  const only = args.routes?.split(',');
  return only ? pages.filter((p) => only.includes(p.name)) : pages;
}

/** gzip of the app's scripts a page loaded during Lighthouse's run (it waits until the network is quiet). */
function scriptGzip(bundle: Bundle, lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })?.items ?? [];
  const files = new Set(
    items
      .filter((i) => i.resourceType === 'Script')
      .map((i) => new URL(i.url).pathname.slice(1))
      .filter((f) => existsSync(`${dist}/${f}`)),
  );
  return [...files].reduce((sum, f) => sum + bundle.size(f).gzip, 0);
}

/** BENCH_LCP=1: which element was the largest paint, and where its time went (to find what delays it). */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const tables =
    (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Record<string, unknown>[] }[] })?.items ?? [];
  const node = tables[0]?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  const phases = (tables[1]?.items ?? []).map((phase) => `${String(phase.phase)} ${Math.round(Number(phase.timing))} ms`);
  return `LCP ${node?.selector ?? '?'} ${node?.snippet?.slice(0, 120) ?? ''} | ${phases.join(', ')}`;
}

async function lighthouseFigures(pages: BenchPage[]) {
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
    env: { ...process.env, E2E_PORT: String(port), E2E_OUT_DIR: dist },
    stdio: 'ignore',
    // Its own process group: npx starts the server as a child, and both must end with the bench.
    detached: true,
  });
  await waitFor(`${origin}/`);
  const bundle = new Bundle(dist);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      ...(useNginx ? ['--ignore-certificate-errors'] : []),
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const results: Record<string, Record<string, number | string>> = {};
  try {
    for (const page of pages) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++) {
        // Account screens: logged in as the e2e tests do (token in local storage, the sandbox's cookie),
        // and Lighthouse keeps that storage instead of clearing it.
        if (page.login) await logIn(chrome.port);
        const result = await lighthouse(`${origin}${page.path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: page.login,
        });
        // A public page again as a returning visitor: the cookie choice stored (no consent banner) and the
        // browser's cache warm from the first visit, as for the account pages.
        const returning = page.login ? undefined : await returningVisit(chrome.port, page.path);
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.warn(`Lighthouse could not measure ${page.name} (run ${i + 1}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          jsUntilLiveGzipKb: kb(scriptGzip(bundle, lhr)),
          lcpMs: audit('largest-contentful-paint'),
          ...(returning ?? {}),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        });
        if (process.env.BENCH_LCP) console.log(page.name, lcpElement(lhr));
        if (page.login && !lhr.finalDisplayedUrl.includes(page.path))
          console.warn(`${page.name} (run ${i + 1}) ended at ${lhr.finalDisplayedUrl}: not logged in?`);
      }
      const figures = runs.length
        ? Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, Math.round(median(runs.map((r) => r[k]!)) * 1000) / 1000]))
        : {};
      results[page.name] = { path: page.path, kind: page.kind, runs: runs.length, ...figures };
      console.log(page.name, JSON.stringify(results[page.name]));
    }
  } finally {
    chrome.kill();
    // The server's group may have ended already (ESRCH): nothing is left to stop.
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      console.warn('bench: the server had already stopped');
    }
  }
  return results;
}

/** A page for a visitor who has answered the cookie consent before (performance audits only). */
async function returningVisit(chromePort: number, path: string): Promise<Record<string, number>> {
  await inBrowser(chromePort, (key, value) => window.localStorage.setItem(key, value), app.cookies.consent.storageKey, CONSENT_CHOICE);
  const result = await lighthouse(`${origin}${path}`, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    disableStorageReset: true,
    onlyCategories: ['performance'],
  });
  await inBrowser(chromePort, () => window.localStorage.clear());
  const lhr = result!.lhr;
  return {
    lcpReturningMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtReturningMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    performanceReturning: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  };
}

/** Runs `script` in a page of the portal in the browser Lighthouse drives. */
async function inBrowser(chromePort: number, script: (...args: string[]) => unknown, ...args: string[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${origin}/`);
    await tab.evaluate(script, ...args);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** Logs the demo subscriber in inside the browser Lighthouse drives (tests/e2e/session.ts does the same). */
async function logIn(chromePort: number) {
  await inBrowser(
    chromePort,
    async (key) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ msisdn: '61234567', password: 'Demo1234' }),
      });
      if (!response.ok) throw new Error(`login failed: ${response.status}`);
      window.localStorage.setItem(key, ((await response.json()) as { result: string }).result);
    },
    app.tokens.storageKey!,
  );
}

/** The Lighthouse figures as a Markdown table (bench/results/<time>.md, the README's performance section). */
function markdownTable(results: Record<string, Record<string, number | string>>): string {
  const head =
    '| Page | Path | Kind | JS until live (kB gzip) | LCP (ms) | TBT (ms) | CLS | Performance | Returning: LCP (ms) | TBT (ms) | Performance |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|';
  const ms = (value: number | string | undefined) => (value !== undefined ? Math.round(Number(value)) : '–');
  const rows = Object.entries(results).map(
    ([name, r]) =>
      `| ${name} | \`${r.path}\` | ${r.kind} | ${r.jsUntilLiveGzipKb ?? '–'} | ${ms(r.lcpMs)} | ${ms(r.tbtMs)} | ${r.cls ?? '–'} | ${r.performance ?? '–'} | ${ms(r.lcpReturningMs)} | ${ms(r.tbtReturningMs)} | ${r.performanceReturning ?? '–'} |`,
  );
  return `${head}\n${rows.join('\n')}`;
}

/** Replaces what stands between the README's bench markers. */
function updateReadme(table: string, at: string) {
  const readme = readFileSync('README.md', 'utf8');
  const start = '<!-- bench:start -->';
  const end = '<!-- bench:end -->';
  if (!readme.includes(start) || !readme.includes(end)) return console.warn('README.md has no bench markers: not updated');
  const body = `\nLighthouse mobile profile, median of ${RUNS} run(s), ${at.slice(0, 10)} (\`npm run bench\`):\n\n${table}\n`;
  writeFileSync('README.md', readme.slice(0, readme.indexOf(start) + start.length) + body + readme.slice(readme.indexOf(end)));
  // The README is under Prettier (npm test checks it): lay the new table out as Prettier would.
  execFileSync('npx', ['prettier', '--write', 'README.md', '--log-level', 'warn'], { stdio: 'inherit' });
}

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not start`);
}

function codegenMs(): number {
  const times: number[] = [];
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    execFileSync('npx', ['tsx', 'codegen/cli.ts', '--check'], { stdio: 'ignore' });
    times.push(performance.now() - started);
  }
  return Math.round(median(times));
}

// The whole production build, prerendered pages included: what nginx serves (--dist: one built already).
if (!args.dist) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'ignore' });
const routeSizes = sizes();
console.log('\nJavaScript before first render, per public route (kB):');
console.table(
  routeSizes.map((r) => ({
    route: `${r.route} ${r.lang}`,
    gzip: r.initialJsGzipKb,
    brotli: r.initialJsBrotliKb,
    lazy: `${r.lazyChunks} (${r.lazyJsGzipKb})`,
    css: r.cssGzipKb,
  })),
);
const pages = benchPages(new RouteKinds(new Bundle(dist)));
const lighthouseResults = await lighthouseFigures(pages);
console.log(`\nLighthouse, mobile, median of ${RUNS}:`);
console.table(lighthouseResults);
const codegen = codegenMs();
console.log(`\ncodegen --check, median of 3 (process start included): ${codegen} ms`);
mkdirSync('bench/results', { recursive: true });
const at = new Date().toISOString();
const file = `bench/results/${at.replace(/[:.]/g, '-')}`;
const table = markdownTable(lighthouseResults);
writeFileSync(
  `${file}.json`,
  `${JSON.stringify({ at, runs: RUNS, routeSizes, lighthouse: lighthouseResults, codegenMs: codegen }, null, 2)}\n`,
);
writeFileSync(
  `${file}.md`,
  `# Bench ${at}\n\nLighthouse mobile profile, median of ${RUNS} run(s); JS until live: gzip of the app's scripts the page loaded.\n\n${table}\n`,
);
// Only a run over every page stands for the product in the README, and goes on to the INP bench.
if (!args.routes) updateReadme(table, at);
console.log(`\nSaved ${file}.json and ${file}.md`);
// Its own script, not chained in package.json: npm puts `npm run bench -- --routes …` after the last
// command of a chain, so --routes reached the INP bench and this one ran every page.
if (!args.routes) execFileSync('npx', ['tsx', 'scripts/bench-inp.mts', '--dist', dist], { stdio: 'inherit' });
