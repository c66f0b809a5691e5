import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { copyProject } from './lib/project-copy';
import { starterCampaign } from './lib/campaign-starter';
import { TEST_MOMENT } from '../tests/moment';

/**
 * `npm run bench:scale`: how a page's cost grows with the portal. For each count (--counts, default
 * 0,20,100) a copy of the project gets that many more campaigns as `npm run campaign:new` writes them
 * (a landing, rules, a sign-up form with its thank-you page and a banner, in lt, en and ru), then
 * codegen, the production build and prerendering, each timed. Prints, per count: what Home, Plans,
 * Login and a campaign landing (ISIC's) load (gzip kB, before their first render / until live), the
 * start chunk, codegen and build time, and the documents written; saves bench/results/scale-<time>.md.
 * budgets.yaml holds the cost per added campaign on the other pages at 0 (perCampaignKbOnOtherPages).
 */
const { values: args } = parseArgs({ options: { counts: { type: 'string' } } });
const counts = (args.counts ?? '0,20,100').split(',').map(Number);
const root = resolve('.');
const bin = (name: string) => join(root, 'node_modules/.bin', name);

interface Row {
  count: number;
  pages: Record<string, { initial: number; live: number }>;
  startKb: number;
  documents: number;
  codegenS: number;
  buildS: number;
}

function measure(count: number): Row {
  const work = join(root, '.bench-scale');
  const out = join(work, 'dist');
  copyProject(root, work);
  // At the test instant, as the browser tests' build: every added campaign is running.
  const today = new Date(TEST_MOMENT);
  for (let i = 1; i <= count; i++) writeFileSync(join(work, `spec/campaigns/scale-${i}.yaml`), starterCampaign(`scale-${i}`, today));
  const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', E2E_OUT_DIR: out, SANDBOX_AT: TEST_MOMENT };
  const run = (file: string, rest: string[]) =>
    execFileSync(file, rest, { cwd: work, env, stdio: ['ignore', 'pipe', 'inherit'] }).toString();
  const timed = (step: () => void) => {
    const from = performance.now();
    step();
    return Math.round((performance.now() - from) / 100) / 10;
  };
  const codegenS = timed(() => run(bin('tsx'), ['codegen/cli.ts']));
  const buildS = timed(() => {
    run(bin('vite'), ['build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn']);
    run(bin('tsx'), ['scripts/prerender.mts']);
  });
  const figures = JSON.parse(run(bin('tsx'), ['scripts/lib/scale-figures.ts']).trim().split('\n').at(-1)!) as Omit<
    Row,
    'count' | 'codegenS' | 'buildS'
  >;
  return { count, ...figures, codegenS, buildS };
}

const rows = counts.map((count) => {
  console.log(`bench:scale: ${count} more campaigns…`);
  return measure(count);
});
const pages = Object.keys(rows[0]!.pages);
const head = [
  'added campaigns',
  ...pages.map((p) => `${p} (kB gzip, first render / live)`),
  'start chunk (kB)',
  'codegen (s)',
  'build + prerender (s)',
  'documents',
];
const table = [
  `| ${head.join(' | ')} |`,
  `| ${head.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`,
  ...rows.map(
    (r) =>
      `| ${[r.count, ...pages.map((p) => `${r.pages[p]!.initial} / ${r.pages[p]!.live}`), r.startKb, r.codegenS, r.buildS, r.documents].join(' | ')} |`,
  ),
];
const first = rows[0]!;
const last = rows.at(-1)!;
const per = (a: number, b: number) => (last.count === first.count ? 0 : Math.round(((b - a) / (last.count - first.count)) * 1000) / 1000);
const perCampaign = pages.map((p) => `${p} ${per(first.pages[p]!.live, last.pages[p]!.live)} kB`).join(', ');
const text = `${table.join('\n')}\n\nPer added campaign, until live: ${perCampaign}; start chunk ${per(first.startKb, last.startKb)} kB.\n`;
console.log(`\n${text}`);
mkdirSync('bench/results', { recursive: true });
const at = new Date().toISOString();
writeFileSync(`bench/results/scale-${at.replace(/[:.]/g, '-')}.md`, text);
// The default counts stand for the product in the README (its markers, laid out as Prettier would).
if (!args.counts) {
  const readme = readFileSync('README.md', 'utf8');
  const [start, end] = ['<!-- scale:start -->', '<!-- scale:end -->'];
  if (!readme.includes(start) || !readme.includes(end)) console.warn('README.md has no scale markers: not updated');
  else {
    const body = `\nMeasured ${at.slice(0, 10)} (\`npm run bench:scale\`):\n\n${text}`;
    writeFileSync('README.md', readme.slice(0, readme.indexOf(start) + start.length) + body + readme.slice(readme.indexOf(end)));
    execFileSync(bin('prettier'), ['--write', 'README.md', '--log-level', 'warn'], { stdio: 'inherit' });
  }
}
