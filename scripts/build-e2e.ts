import { execFileSync } from 'node:child_process';
import { TEST_MOMENT } from '../tests/moment';

/**
 * `npm run build` as the browser tests drive it: the production build, its pages baked against the sandbox
 * at the test instant (SANDBOX_AT), so what the HTML says is what the live page says at the instant the
 * tests run at, on any day (issue 46). `npm test`, `npm run test:e2e` and `test:visual:update` build this way.
 */
execFileSync('npm', ['run', '-s', 'build'], { stdio: 'inherit', env: { ...process.env, SANDBOX_AT: TEST_MOMENT } });
