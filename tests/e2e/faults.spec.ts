import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import * as constants from '../../generated/constants';
import { type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { href, hrefOf } from '../../src/shared/routing/paths';
import { atMoment, expect, test } from './fixtures';
import { loginAs } from './session';
import { untilSettled } from './browser-load';
import { navigateInApp } from './visit-route';

/**
 * Core seed §8 at the network, in the browser: each fault sends the user where the seeds say (401
 * Login, 403 the site root, 503 the maintenance page) or shows an error they can act on (500, a
 * timeout, offline), never a blank page; back online, the page recovers. One screen of each kind whose
 * page asks the API is driven here (public data baked into the page and refreshed live, public data
 * asked live, account overview, account list, account form, catalogue, a help group, campaign): they
 * all fail through the same loader path (src/app/router/route-objects.tsx, ScreenError), and every
 * screen's own error state is a component test (tests/component/*). A public form asks nothing before it
 * is sent: its faults on sending are its component tests' (Refill's, Login's).
 */
const SAMPLED = new Set(['Plans', 'Esim', 'Dashboard', 'Invoices', 'SettingsPersonalInfo', 'Devices', 'Help', 'AwardsPoints']);
/** Calls of the shell, and calls the seeds say fail silently (auto-login check, banners, card info). */
const SHELL = [
  '/auth/auto-login/check',
  '/payment/payments/card',
  '/elements/header',
  '/elements/footer',
  '/elements/slides',
  '/translations',
  '/resource/groups',
  '/system/configs',
  '/feature-management/features/disabled',
  '/feature-management/information-banners',
  '/user-information/user',
  '/otrs360/tickets/unread',
  '/user-information/puk-code',
  '/user-information/id-card',
  '/campaign/active',
  '/consent/cookies', // the cookie consent's state (issue 16): read by the shell on every page
];
const SAMPLE: Record<string, string> = {
  '*': 'apie-mus',
  status: 'success',
  transactionId: 'PRIZE-PLAN',
  skuUrl: 'iphone-15',
  prize: '1',
  winning: '1',
  campaignName: 'sim',
  // A help group the API has (an address it does not know is the server's 404, which asks nothing).
  group: 'mokejimai',
};
/** Optional params left out of the samples: Help's is its group's page. */
const OMITTED = new Set(['topic']);

const screensByName = new Map<string, RouteRecord>();
for (const record of Object.values(routes) as RouteRecord[]) {
  const { screen } = record;
  if (record.variant === 'main' && SAMPLED.has(screen) && !screensByName.has(screen)) screensByName.set(screen, record);
}

function pathOf(record: RouteRecord): string {
  const params = Object.fromEntries(
    record.params
      .filter((p) => !OMITTED.has(p))
      .map((p) => [p, record.key === 'PrizeGameResult' && p === 'status' ? 'papildyta-sekmingai' : (SAMPLE[p] ?? 'x')]),
  );
  return hrefOf(record.key, params, 'lt');
}

/** Loads the page normally and says which API paths it called beyond the shell's. */
async function ownApiCalls(page: Page, path: string): Promise<string[]> {
  const calls = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__sandbox')) calls.add(url.pathname.slice(4));
  });
  await page.goto(path);
  // A prerendered page shows its heading before its code runs: its own calls start once it is live.
  await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  return [...calls].filter((c) => !SHELL.includes(c));
}

async function showsActionableError(page: Page) {
  const popup = page.getByRole('alertdialog');
  const retry = page.getByRole('button', { name: lt.common.chunkLoadError.retry });
  await expect(popup.or(retry).first()).toBeVisible();
  expect((await page.locator('#root').innerText()).trim().length).toBeGreaterThan(0);
}

const fail = (status: number) => (route: { fulfill: (r: object) => Promise<void> }) =>
  route.fulfill({ status, json: status === 500 ? { errors: [{ code: 'InternalServerError' }] } : {} });

for (const [screen, record] of screensByName) {
  test.describe(`${screen} under faults`, () => {
    test.describe.configure({ timeout: 60_000 });
    const path = pathOf(record);
    let own: string[] = [];
    test.beforeAll(async ({ browser }) => {
      const page = await browser.newPage();
      await atMoment(page.context());
      if (record.login) await loginAs(page);
      own = await ownApiCalls(page, path);
      await page.close();
    });
    test.beforeEach(async ({ page }) => {
      // A page that asks nothing of its own would test nothing: that is a broken sample, not a pass.
      expect(own, `${path} asks the API nothing beyond the shell's: choose another sample`).not.toHaveLength(0);
      if (record.login) await loginAs(page);
    });

    test('401 goes to Login without a popup', async ({ page }) => {
      await page.route('**/api/**', fail(401));
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === routes.Login.paths.lt);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('403 goes to the site root without a popup', async ({ page }) => {
      await page.route('**/api/**', fail(403));
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/');
      // The root's own calls answer 403 too: nowhere further to go, and still no popup (core §8, issue 50).
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });

    test('503 goes to the maintenance page', async ({ page }) => {
      await page.route('**/api/**', fail(503));
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === '/maintenance.htm');
      await expect(page.getByRole('heading', { level: 1, name: lt.common.maintenance.title })).toBeVisible();
    });

    test('500 shows an error the user can act on', async ({ page }) => {
      await page.route('**/api/**', fail(500));
      await page.goto(path);
      await showsActionableError(page);
    });

    test('a timeout shows an error the user can act on', async ({ page }) => {
      await page.clock.install();
      await page.route('**/api/**', () => undefined); // never answers
      const asked = page.waitForRequest(
        (r) => new URL(r.url()).pathname.startsWith('/api/') && !SHELL.includes(new URL(r.url()).pathname.slice(4)),
      );
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      await asked;
      await page.clock.runFor(constants.apiTimeoutMs + 1000);
      await showsActionableError(page);
    });

    // Issue 47 F4: an answer is checked where it enters (src/shared/api/response-checks.ts): a 200 of the wrong
    // shape, or one that is not JSON, fails the call as a 500 does, never the page nor a page left busy.
    for (const [fault, answer] of [
      ['a 200 answer of the wrong shape', { status: 200, json: { unexpected: [1, 2, 3] } }],
      ['a 200 answer that is not JSON', { status: 200, contentType: 'application/json', body: '{"plans": [' }],
    ] as const) {
      test(`${fault} shows an error the user can act on, and leaves nothing busy`, async ({ page }) => {
        await page.route(
          (url) => url.pathname.startsWith('/api/') && own.includes(url.pathname.slice(4)),
          (route) => route.fulfill(answer),
        );
        await page.goto(path);
        await showsActionableError(page);
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      });
    }

    test('offline shows an error, and back online the page recovers', async ({ page, context }) => {
      await page.goto(href('Maintenance'));
      await context.setOffline(true);
      await navigateInApp(page, path);
      await showsActionableError(page);
      await context.setOffline(false);
      await page.goto(path);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  });
}

/**
 * Issue 47 F4: with every call of the API answering a well-formed JSON of the wrong shape, the shell's data
 * falls back to what the build knows (header, footer, texts), so a public page is whole; an account page says
 * what failed, and nothing is left busy.
 */
test.describe('every call answering the wrong shape', () => {
  const wrong = (route: { fulfill: (r: object) => Promise<void> }) => route.fulfill({ status: 200, json: { unexpected: true } });
  const api = (url: URL) => url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/__sandbox');

  for (const key of ['Home', 'Plans', 'Help', 'Refill'] as const) {
    test(`${key} is still whole: its heading, the header's links and the footer`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 }); // the header's main links are in view, not in the menu
      await page.route(api, wrong);
      await untilSettled(page, () => page.goto(href(key)));
      // The page's own data failing says so in the popup (core §8), as a 500 would (one at a time); closed, the page is whole.
      const popup = page.getByRole('alertdialog');
      for (let shown = 0; shown < 3 && (await popup.count()) > 0; shown++) {
        await popup.getByRole('button', { name: lt.common.modal.close }).click();
        await page.waitForTimeout(300); // the next one in turn, if any
      }
      await expect(popup).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByText(lt.errors.screenLoad.description)).toHaveCount(0);
      await expect(page.getByRole('banner').getByRole('link', { name: lt.common.header.links.plans }).first()).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
  }

  test('an account page says what failed and is left busy nowhere', async ({ page }) => {
    await loginAs(page);
    await page.route(api, wrong);
    await page.goto(href('Dashboard'));
    await showsActionableError(page);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  });
});

/**
 * A page's texts are scripts of their own, fetched with its code: one lost to a bad moment is fetched
 * again, and texts that will not come show the page's load error and its retry, never a page of keys.
 */
test.describe('a page whose texts fail to load', () => {
  // Asked for again with a query (src/shared/i18n/i18n.ts importAgain): Chromium keeps a failed import failed.
  const PLANS_TEXTS = /\/assets\/text-lt-plans-[\w-]+\.js(\?\d+)?$/;
  const openPlans = async (page: Page) => {
    await page.setViewportSize({ width: 1280, height: 800 }); // the main links are in view, not in the menu
    await page.goto(href('Home'));
    await page.getByRole('banner').getByRole('link', { name: lt.common.header.links.plans }).first().click();
  };
  const plans = (page: Page) => page.getByRole('region', { name: lt.enums.PricePlanDisplaySection.Voice });

  test('once: they are fetched again and the page shows them', async ({ page }) => {
    let requests = 0;
    await page.route(PLANS_TEXTS, (route) => (requests++ === 0 ? route.fulfill({ status: 503 }) : route.continue()));
    await openPlans(page);
    await expect(plans(page)).toBeVisible();
    expect(requests).toBe(2);
  });

  test('for good: the load error and its retry, which shows the page once the network is back', async ({ page }) => {
    await page.route(PLANS_TEXTS, (route) => route.fulfill({ status: 503 }));
    await openPlans(page);
    await expect(page.getByRole('heading', { level: 1, name: lt.common.chunkLoadError.title })).toBeVisible();
    await expect(page.getByText(lt.common.chunkLoadError.description)).toBeVisible();
    await expect(plans(page)).toHaveCount(0);
    await page.unroute(PLANS_TEXTS);
    await page.getByRole('button', { name: lt.common.chunkLoadError.retry }).click();
    await expect(plans(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Plans.title })).toBeVisible();
  });
});

test('every sampled screen is a route of the portal', () => {
  expect([...screensByName.keys()].sort()).toEqual([...SAMPLED].sort());
});

test('the shell list is honest: a page without a loader calls only shell endpoints', async ({ page }) => {
  expect(await ownApiCalls(page, href('Maintenance'))).toEqual([]);
});
