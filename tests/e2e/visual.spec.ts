import type { Page } from '@playwright/test';
import type { Language, RouteKey, RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { untilSettled } from './browser-load';
import { expect, test } from './fixtures';
import { LAYOUT_WIDTHS } from './layout-check';
import { loginAs } from './session';
import { visitRoute } from './visit-route';

/**
 * Visual checks (issue 37): the key screens, as the first screenful a subscriber sees at 390 and 1280 px,
 * against the committed pictures in tests/e2e/visual/. A screen that changes on purpose gets new pictures
 * with one command, `npm run test:visual:update`, and the change is reviewed in the commit's diff.
 *
 * Every run shows the same moment, as every browser test does (tests/e2e/fixtures.ts: the browser's clock and
 * the sandbox's world start at TEST_MOMENT), so a "valid until" date or a balance's month is the same on every
 * machine and every day. Motion is reduced (the carousel stands still), what is picked at random is picked
 * alike, and pictures are taken at one pixel per CSS pixel.
 */
test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

/** What the portal picks at random (Refill's hero picture, core §4) comes out the same on every run. */
async function seeded(page: Page): Promise<void> {
  await page.addInitScript(() => {
    let seed = 20_261_120;
    Math.random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  });
}

/**
 * Waits until the page and what it loads later (the footer, the chat, the live page's own calls) are drawn,
 * then starts at its top. Not Playwright's 'networkidle', which fires once per document and, on a busy
 * machine, during the hydration before the live page's calls (likely how a Refill picture once showed other
 * payment ways and another hero). toHaveScreenshot also waits for two equal pictures in a row.
 */
async function settled(page: Page, first: boolean): Promise<void> {
  if (first) await untilSettled(page, () => Promise.resolve());
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The first screenful at both widths, the phone first. */
async function pictures(page: Page, name: string, widths: readonly (typeof LAYOUT_WIDTHS)[number][] = LAYOUT_WIDTHS): Promise<void> {
  for (const [index, { width, height }] of widths.entries()) {
    await page.setViewportSize({ width, height });
    await settled(page, index === 0);
    await expect.soft(page, `${name} at ${width} px`).toHaveScreenshot(`${name}-${width}.png`);
  }
  await page.setViewportSize({ width: LAYOUT_WIDTHS[0].width, height: LAYOUT_WIDTHS[0].height });
}

const record = (key: RouteKey) => routes[key] as RouteRecord;
const slug = (key: RouteKey, lang: Language) =>
  `${key.replace(/[A-Z]/g, (c, i: number) => (i ? '-' : '') + c.toLowerCase())}${lang === 'lt' ? '' : `-${lang}`}`;

async function visitAll(page: Page, screens: readonly (readonly [RouteKey, Language])[]): Promise<void> {
  for (const [key, lang] of screens) {
    await visitRoute(page, record(key), lang);
    await pictures(page, slug(key, lang));
  }
}

// Public screens, in groups that share one browser page (a visit is a page load, not a new browser).
const PUBLIC: (readonly [RouteKey, Language])[][] = [
  [
    ['Home', 'lt'],
    ['Plans', 'lt'],
    ['Refill', 'lt'],
    ['Devices', 'lt'],
    ['Device', 'lt'],
  ],
  [
    ['Help', 'lt'],
    ['ForeignCallRates', 'lt'],
    ['CheapestOffer', 'lt'],
    ['Discounts', 'lt'],
    ['WhyProduct', 'lt'],
  ],
  [
    ['Esim', 'lt'],
    ['Login', 'lt'],
    ['Registration', 'lt'],
    ['Protection', 'lt'],
    ['Home', 'en'],
    ['Home', 'ru'],
  ],
  [
    ['PrizeLanding', 'lt'],
    ['PrizeGame', 'lt'],
    ['SummerGame', 'lt'],
    ['AwardsCampaign', 'lt'],
    ['EarphonesCampaign', 'lt'],
    ['IsicLanding', 'lt'],
  ],
];

for (const group of PUBLIC) {
  test(`looks as committed: ${group.map(([key, lang]) => `${key} (${lang})`).join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 10_000);
    await seeded(page);
    await visitAll(page, group);
  });
}

const ACCOUNT: (readonly [RouteKey, Language])[][] = [
  [
    ['Dashboard', 'lt'],
    ['Invoices', 'lt'],
    ['Reports', 'lt'],
    ['AwardsPoints', 'lt'],
  ],
  [
    ['Settings', 'lt'],
    ['SettingsPaymentCards', 'lt'],
    ['EsimChangeInfo', 'lt'],
    ['SecurityFilteringSettings', 'lt'],
    ['Dashboard', 'ru'],
  ],
];

for (const group of ACCOUNT) {
  test(`looks as committed after login: ${group.map(([key, lang]) => `${key} (${lang})`).join(', ')}`, async ({ page }) => {
    test.setTimeout(30_000 + group.length * 10_000);
    await seeded(page);
    await loginAs(page);
    await visitAll(page, group);
  });
}

// Issue 51's screens, as the postpaid demo sees them (an order on its way, a spending limit, a working SIM).
const POSTPAID_SCREENS: (readonly [RouteKey, Language])[] = [
  ['Orders', 'lt'],
  ['ServiceControls', 'lt'],
  ['SimCard', 'lt'],
  ['UsageAlerts', 'en'],
];

test(`looks as committed for the postpaid demo: ${POSTPAID_SCREENS.map(([key, lang]) => `${key} (${lang})`).join(', ')}`, async ({
  page,
}) => {
  test.setTimeout(30_000 + POSTPAID_SCREENS.length * 10_000);
  await seeded(page);
  await loginAs(page, '61234568');
  await visitAll(page, POSTPAID_SCREENS);
});

test.describe('the first minute', () => {
  test.describe('a first visit', () => {
    test.use({ cookieConsent: 'ask' });
    test('Home asks about cookies', async ({ page }) => {
      await seeded(page);
      await page.goto('/');
      await expect(page.getByRole('dialog')).toBeVisible();
      await pictures(page, 'home-cookie-consent');
    });
  });

  test.describe('after login', () => {
    test.use({ bannerModals: 'shown' });
    test("the Dashboard's one popup", async ({ page }) => {
      await seeded(page);
      await loginAs(page);
      await visitRoute(page, record('Dashboard'), 'lt');
      await expect(page.getByRole('dialog')).toBeVisible();
      await pictures(page, 'dashboard-first-popup');
    });
  });

  test('the menu open on a phone', async ({ page }) => {
    await seeded(page);
    await page.goto('/');
    await page.getByRole('button', { name: /meniu/i }).first().click();
    await pictures(page, 'home-menu', [LAYOUT_WIDTHS[0]]);
  });
});
