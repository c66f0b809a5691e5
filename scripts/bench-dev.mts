import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { copyProject } from './lib/project-copy';

/**
 * `npm run bench:dev`: how long product staff wait on `npm run dev` (issue 34: a save took about 12 s to
 * reach the page, the overlay stayed 25-40 s after the fix). In a copy of the project (.bench-dev/), it
 * starts the development server, opens a campaign page, saves its file five times with a new title and
 * times each save until the page shows it; then saves a mistake and its fix and times the overlay's
 * coming and going. Prints the figures; run it on an idle machine (it measures, it does not judge).
 */
const root = resolve('.');
const work = join(root, '.bench-dev');
const port = Number(process.env.BENCH_DEV_PORT ?? 5197);
const file = join(work, 'spec/campaigns/prize.yaml');
const SAVES = 5;

copyProject(root, work);
const server = spawn('npm', ['run', '-s', 'dev', '--', '--port', String(port), '--strictPort'], {
  cwd: work,
  env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  stdio: 'ignore',
  detached: true,
});
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const since = (start: number) => Date.now() - start;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
try {
  const page = await browser.newPage();
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`http://localhost:${port}/api/system/configs?configs=IsicPricePlanId`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (since(started) > 180_000) throw new Error('the development server did not start in 3 minutes');
    await new Promise((done) => setTimeout(done, 250));
  }
  const serverMs = since(started);
  const firstPage = Date.now();
  await page.goto(`http://localhost:${port}/6000prizu`);
  const heading = page.getByRole('heading', { level: 1 });
  await heading.waitFor({ timeout: 120_000 });
  const firstPageMs = since(firstPage);
  const original = readFileSync(file, 'utf8');
  const title = /(PrizeLanding:\s*\n\s*title: )(.*)/;
  if (!title.test(original)) throw new Error('spec/campaigns/prize.yaml has no texts.lt.routes.PrizeLanding.title line to change');
  const saves: number[] = [];
  for (let i = 1; i <= SAVES; i++) {
    const marker = `6000 prizų – bandymas ${i}`;
    const saved = Date.now();
    writeFileSync(file, original.replace(title, `$1${marker}`));
    await page.getByRole('heading', { level: 1, name: marker }).waitFor({ timeout: 60_000 });
    saves.push(since(saved));
  }
  const overlay = page.locator('vite-error-overlay');
  const broken = Date.now();
  writeFileSync(file, original.replace(/activeTo: \S+/, 'activeTo: 2027-02-30'));
  await overlay.waitFor({ state: 'attached', timeout: 60_000 });
  const overlayMs = since(broken);
  const fixed = Date.now();
  writeFileSync(file, original);
  await overlay.waitFor({ state: 'detached', timeout: 60_000 });
  const clearedMs = since(fixed);
  console.log(`development server ready: ${serverMs} ms (codegen first); first campaign page: ${firstPageMs} ms`);
  console.log(`save -> page shows it: median ${median(saves)} ms, max ${Math.max(...saves)} ms (${saves.join(', ')})`);
  console.log(`mistake saved -> overlay: ${overlayMs} ms; fix saved -> overlay gone: ${clearedMs} ms`);
} finally {
  await browser.close();
  if (server.pid) process.kill(-server.pid);
}
