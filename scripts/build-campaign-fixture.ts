import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Builds the portal with campaign files added as product staff add them, and nothing else: a copy of
 * the project (its own spec/, generated/ and build) with tests/e2e/campaign-fixture/*.yaml put in
 * spec/campaigns/ and one more written by `npm run campaign:new -- spring-sale`, then codegen, the
 * production build and prerendering. The browser test of the
 * campaign runtime runs against it (dist-campaign-fixture/, served with the copy's sandbox).
 */
const root = resolve('.');
const work = join(root, '.campaign-fixture');
const out = join(root, 'dist-campaign-fixture');
const fixtures = join(root, 'tests/e2e/campaign-fixture');

rmSync(work, { recursive: true, force: true });
mkdirSync(work);
for (const entry of [
  'codegen',
  'deploy',
  'generated',
  'index.html',
  'package.json',
  'public',
  'scripts',
  'spec',
  'src',
  // The root tsconfig only refers to these two; the build's transform reads the app's.
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.node.json',
  'vite.config.ts',
]) {
  if (existsSync(join(root, entry))) cpSync(join(root, entry), join(work, entry), { recursive: true });
}
symlinkSync(join(root, 'node_modules'), join(work, 'node_modules'), 'dir');
for (const file of readdirSync(fixtures).filter((f) => f.endsWith('.yaml')))
  cpSync(join(fixtures, file), join(work, 'spec/campaigns', file));

const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', E2E_OUT_DIR: out };
const run = (args: string[]) => execFileSync('npx', args, { cwd: work, env, stdio: 'inherit' });
// And a campaign exactly as `npm run campaign:new` starts it, untouched.
run(['tsx', 'scripts/campaign-new.ts', 'spring-sale']);
run(['tsx', 'codegen/cli.ts']);
run(['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn']);
run(['tsx', 'scripts/prerender.mts']);
console.log(`campaign fixture built: ${out}`);
