import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { Bundle, kb, publicRoutes, routeLoad } from './lib/bundle';

/**
 * `npm run bench`: builds, then prints and saves (bench/results/<time>.json) what each public route
 * loads, Lighthouse's mobile figures (median of 5 runs) on four pages, and the codegen time.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const port = Number(process.env.BENCH_PORT ?? 5390);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function sizes() {
  const bundle = new Bundle('dist');
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

async function lighthouseFigures(pages: Record<string, string>) {
  const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], { env: { ...process.env, E2E_PORT: String(port) }, stdio: 'ignore' });
  await waitFor(`http://localhost:${port}/`);
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const results: Record<string, Record<string, number>> = {};
  try {
    for (const [name, path] of Object.entries(pages)) {
      const runs: Record<string, number>[] = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(`http://localhost:${port}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
        const lhr = result!.lhr;
        if (lhr.runtimeError) {
          console.warn(`Lighthouse could not measure ${name} (run ${i + 1}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          continue;
        }
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        runs.push({
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
        });
      }
      if (runs.length) results[name] = { runs: runs.length, ...Object.fromEntries(Object.keys(runs[0]!).map((k) => [k, Math.round(median(runs.map((r) => r[k]!)) * 1000) / 1000])) };
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
  }
  return results;
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

// The whole production build, prerendered pages included: what nginx serves.
execFileSync('npm', ['run', '-s', 'build'], { stdio: 'ignore' });
const routeSizes = sizes();
console.log('\nJavaScript before first render, per public route (kB):');
console.table(routeSizes.map((r) => ({ route: `${r.route} ${r.lang}`, gzip: r.initialJsGzipKb, brotli: r.initialJsBrotliKb, lazy: `${r.lazyChunks} (${r.lazyJsGzipKb})`, css: r.cssGzipKb })));
const pages = { Home: '/', Plans: '/planai', Refill: '/papildymas', Content: '/apie-mus' };
const lighthouseResults = await lighthouseFigures(pages);
console.log(`\nLighthouse, mobile, median of ${RUNS}:`);
console.table(lighthouseResults);
const codegen = codegenMs();
console.log(`\ncodegen --check, median of 3 (process start included): ${codegen} ms`);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), routeSizes, lighthouse: lighthouseResults, codegenMs: codegen }, null, 2)}\n`);
console.log(`\nSaved ${file}`);
