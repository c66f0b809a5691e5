import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { INTERACTIONS, measureInp } from './lib/inp';

/**
 * `npm run bench:inp` (the last part of `npm run bench`): Interaction to Next Paint of what subscribers do
 * most (scripts/lib/inp.ts), the CPU slowed 4×, 75th percentile of --runs (default 10) on a 390 px page,
 * against the production build served as in production (scripts/e2e-server.ts: nginx and the sandbox).
 * Goal: each ≤ 200 ms. Prints the figures, saves bench/results/inp-<time>.md and puts the table in the
 * README beside the Lighthouse one. --dist <dir>: a build already there (else `npm run build` first).
 */
const { values: args } = parseArgs({ options: { runs: { type: 'string' }, dist: { type: 'string' }, only: { type: 'string' } } });
const runs = Number(args.runs ?? 10);
const dist = args.dist ?? 'dist';
const port = Number(process.env.BENCH_PORT ?? 5392);
const useNginx = process.env.E2E_SERVER !== 'preview' && existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx');
const origin = `${useNginx ? 'https' : 'http'}://localhost:${port}`;
if (useNginx) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const GOAL_MS = 200;

if (!args.dist) execFileSync('npm', ['run', '-s', 'build'], { stdio: 'ignore' });
const server = spawn('npx', ['tsx', 'scripts/e2e-server.ts'], {
  env: { ...process.env, E2E_PORT: String(port), E2E_OUT_DIR: dist },
  stdio: 'ignore',
  detached: true, // its own process group: npx starts the server as a child, and both end with the bench
});
let results: Awaited<ReturnType<typeof measureInp>>;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${origin}/`)).ok) break;
    } catch {
      if (i > 120) throw new Error(`${origin} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  results = await measureInp(origin, process.env.CHROME_PATH ?? '/usr/bin/chromium', runs, args.only?.split(','));
} finally {
  try {
    process.kill(-server.pid!, 'SIGTERM');
  } catch {
    console.warn('bench:inp: the server had already stopped');
  }
}

const at = new Date().toISOString();
const rows = Object.entries(results).map(
  ([name, r]) =>
    `| ${name} | \`${INTERACTIONS.find((i) => i.name === name)!.path}\` | ${r.p75} | ${r.p75 <= GOAL_MS ? 'yes' : '**no**'} | ${r.runs.join(', ')} |`,
);
const table = `| Interaction | Page | INP p75 (ms) | ≤ ${GOAL_MS} ms | Runs (ms) |\n|---|---|---:|---|---|\n${rows.join('\n')}`;
const body = `\nInteraction to Next Paint, CPU slowed 4×, 390 px, 75th percentile of ${runs} runs, ${at.slice(0, 10)} (\`npm run bench:inp\`):\n\n${table}\n`;
console.log(body);
mkdirSync('bench/results', { recursive: true });
writeFileSync(`bench/results/inp-${at.replace(/[:.]/g, '-')}.md`, `# INP ${at}\n${body}`);
if (!args.only) {
  const readme = readFileSync('README.md', 'utf8');
  const [start, end] = ['<!-- inp:start -->', '<!-- inp:end -->'];
  if (!readme.includes(start) || !readme.includes(end)) console.warn('README.md has no INP markers: not updated');
  else {
    writeFileSync('README.md', readme.slice(0, readme.indexOf(start) + start.length) + body + readme.slice(readme.indexOf(end)));
    execFileSync('npx', ['prettier', '--write', 'README.md', '--log-level', 'warn'], { stdio: 'inherit' });
  }
}
const slow = Object.entries(results).filter(([, r]) => r.p75 > GOAL_MS);
if (slow.length) console.warn(`bench:inp: over ${GOAL_MS} ms: ${slow.map(([name]) => name).join(', ')}`);
