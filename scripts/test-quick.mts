import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { TEST_ROOTS, testFiles } from './lib/test-files';
import { testsOf } from './lib/quick-tests';

/**
 * `npm run test:quick`: the inner loop, under two minutes. The codegen check, then typecheck beside ESLint
 * on the changed files, then the tests of what changed: a feature's own test folders and every test that
 * names a changed module, not every test that reaches it through the app (any screen reaches every
 * feature through the route table). `npm test` runs everything.
 */
const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = [
  ...new Set([...git('diff', '--name-only', '--diff-filter=d', 'HEAD'), ...git('ls-files', '--others', '--exclude-standard')]),
];

const tests = TEST_ROOTS.flatMap(testFiles);
const texts = new Map(tests.map((test) => [test, readFileSync(test, 'utf8')]));

const run = (command: string, args: string[]) => {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
const code = changed.filter((file) => /\.(ts|tsx|mts|js)$/.test(file));
run('npm', ['run', '-s', 'codegen', '--', '--check']);
run('npx', ['run-p', '-s', '--aggregate-output', 'typecheck', ...(code.length ? [`lint:files -- ${code.join(' ')}`] : [])]);
const chosen = [...new Set(changed.flatMap((file) => testsOf(file, texts)))];
console.log(`test:quick: ${changed.length} changed file(s), ${chosen.length} test file(s)`);
if (chosen.length) run('npx', ['vitest', 'run', ...chosen]);
