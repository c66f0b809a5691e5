import { execFileSync } from 'node:child_process';
import { cpSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { copyProject } from './lib/project-copy';
import { TEST_MOMENT } from '../tests/moment';

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

copyProject(root, work);
for (const file of readdirSync(fixtures).filter((f) => f.endsWith('.yaml')))
  cpSync(join(fixtures, file), join(work, 'spec/campaigns', file));

// Baked at the test instant, as the portal's own build for the browser tests is (scripts/build-e2e.ts).
const env = { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', E2E_OUT_DIR: out, SANDBOX_AT: TEST_MOMENT };
const run = (args: string[]) => execFileSync('npx', args, { cwd: work, env, stdio: 'inherit' });
// And a campaign exactly as `npm run campaign:new` starts it, untouched.
run(['tsx', 'scripts/campaign-new.ts', 'spring-sale']);
run(['tsx', 'codegen/cli.ts']);
run(['vite', 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn']);
run(['tsx', 'scripts/prerender.mts']);
console.log(`campaign fixture built: ${out}`);
