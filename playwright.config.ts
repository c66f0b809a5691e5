import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { TEST_MOMENT } from './tests/moment';

const port = Number(process.env.E2E_PORT ?? 5183);
const outDir = process.env.E2E_OUT_DIR ?? 'dist';
export const useNginx = process.env.E2E_SERVER !== 'preview' && existsSync(process.env.NGINX_PATH ?? '/usr/sbin/nginx');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The campaign runtime's own build (scripts/build-campaign-fixture.ts): the portal plus one campaign file.
const fixturePort = port + 50;
// `npm start`'s own server (vite preview with vite.config.ts: its file server and sandbox middleware) beside
// nginx, so tests/e2e/server-answers.spec.ts can ask both the same questions (issue 32).
export const startServerPort = port + 2;
// `npm run dev` in the campaign fixture's copy of the project (issue 34): the development server that product
// staff use, whose forms and campaign pages must work too; its test edits that copy's spec files, never the repo's.
const devPort = fixturePort + 4;
const scheme = useNginx ? 'https' : 'http';
const fixtureOut = `${process.cwd()}/dist-campaign-fixture`;
const withFixture = existsSync(`${fixtureOut}/index.html`) && process.env.E2E_CAMPAIGN_FIXTURE !== '0';
// Every sandbox behind the browser tests builds its worlds at the test instant (issue 46; a test moves its
// own world with `test.use({ moment })`), the instant the build they serve was made for (scripts/build-e2e.ts).
const SANDBOX_AT = TEST_MOMENT;

/**
 * Browser tests drive the production build, served with the sandbox API, in Debian's Chromium
 * (Playwright's own browser download does not work here). `npm run test:e2e` builds first.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.E2E_RESULTS ?? 'test-results',
  // The CSP report collector must be empty after the run (issue 7).
  globalTeardown: './tests/e2e/csp-reports.teardown.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: {
    timeout: 7_000,
    // The visual checks (tests/e2e/visual.spec.ts): 1 % of a screen's pixels may differ, as anti-aliasing
    // does; a moved block, a lost picture or a changed colour is far more. A pixel counts as different from a
    // colour distance of 0.02 (pixelmatch's default 0.2 let a whole light card on white pass unseen: issue 51).
    toHaveScreenshot: { maxDiffPixelRatio: 0.01, threshold: 0.02 },
  },
  // Their committed pictures, one per screen and width (`npm run test:visual:update` writes them).
  snapshotPathTemplate: '{testDir}/visual/{arg}{ext}',
  use: {
    // nginx serves over TLS, as production does (scripts/e2e-server.ts: CSP reports need https).
    baseURL: `${scheme}://localhost:${port}`,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The run's own certificate for localhost: accepted for pages and for the Reporting API's uploads too.
        '--ignore-certificate-errors',
        // CSP reports are sent within a second, not after Chromium's minute of batching.
        '--short-reporting-delay',
      ],
    },
  },
  projects: [
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], browserName: 'chromium' },
      testIgnore: /campaign-fixture\.spec\.ts|dev-server\.spec\.ts/,
    },
    // The campaign fixture's build (npm run build:campaign-fixture, part of npm test) serves these two.
    ...(withFixture
      ? [
          {
            name: 'dev-server',
            testMatch: /dev-server\.spec\.ts/,
            // The development server transforms each module on its first request: the first page takes its time.
            timeout: 120_000,
            use: { ...devices['Pixel 7'], browserName: 'chromium' as const, baseURL: `http://localhost:${devPort}` },
          },
          {
            name: 'campaign-fixture',
            testMatch: /campaign-fixture\.spec\.ts/,
            use: { ...devices['Pixel 7'], browserName: 'chromium' as const, baseURL: `${scheme}://localhost:${fixturePort}` },
          },
        ]
      : []),
  ],
  // Production-like by default: nginx with deploy/nginx.conf and the standalone sandbox behind it.
  // E2E_SERVER=preview (or no nginx on the machine) serves the same build with `vite preview`.
  webServer: [
    {
      command: useNginx ? `npx tsx scripts/e2e-server.ts` : `npx vite preview --port ${port} --strictPort --outDir ${outDir}`,
      url: `${scheme}://localhost:${port}/api/system/configs?configs=IsicPricePlanId`,
      ignoreHTTPSErrors: true,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port), E2E_PORT: String(port), E2E_OUT_DIR: outDir, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SANDBOX_AT },
    },
    ...(useNginx
      ? [
          {
            command: `npx vite preview --port ${startServerPort} --strictPort --outDir ${outDir}`,
            url: `http://localhost:${startServerPort}/api/system/configs?configs=IsicPricePlanId`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SANDBOX_AT },
          },
        ]
      : []),
    // Served by the copy's own sandbox, which knows the added campaign (npm run build:campaign-fixture).
    ...(withFixture
      ? [
          {
            command: useNginx
              ? 'npx tsx scripts/e2e-server.ts'
              : `npx vite preview --port ${fixturePort} --strictPort --outDir ${fixtureOut}`,
            cwd: '.campaign-fixture',
            url: `${scheme}://localhost:${fixturePort}/api/system/configs?configs=IsicPricePlanId`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: false,
            timeout: 60_000,
            env: {
              PORT: String(fixturePort),
              E2E_PORT: String(fixturePort),
              E2E_OUT_DIR: fixtureOut,
              VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
              SANDBOX_AT,
            },
          },
        ]
      : []),
    ...(withFixture
      ? [
          {
            // As product staff start it: a campaign file written before the server starts (it was a 404
            // until saved again), then the README's command, which regenerates first.
            command: `rm -f spec/campaigns/autumn-sale.yaml && npx tsx scripts/campaign-new.ts autumn-sale && npm run -s dev -- --port ${devPort} --strictPort`,
            cwd: '.campaign-fixture',
            url: `http://localhost:${devPort}/api/system/configs?configs=IsicPricePlanId`,
            reuseExistingServer: false,
            timeout: 120_000,
            env: { PORT: String(devPort), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', SANDBOX_AT },
          },
        ]
      : []),
  ],
});
