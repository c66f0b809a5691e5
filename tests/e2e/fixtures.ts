import { expect, test as base, type BrowserContext } from '@playwright/test';
import * as app from '../../generated/app';
import { MODAL_BANNERS } from '../modal-banners';
import { installClock, TEST_MOMENT } from '../moment';

/**
 * Every browser test runs with watchers: Content-Security-Policy violations (the suite must record
 * none: validators are precompiled, CMS HTML goes through the Trusted Types policy), uncaught page
 * errors, hydration mismatches of prerendered pages, and pictures that are not there. Any of them fails the test that caused it.
 */
// Tests not about the modal banners start with them closed (tests/modal-banners.ts); `test.use({ bannerModals: 'shown' })` starts a fresh session that gets them.

/**
 * The cookie consent asks a first-time visitor over an overlay (campaign seed §4). Tests that are not
 * about it start as a visitor who already answered (necessary cookies only);
 * `test.use({ cookieConsent: 'ask' })` starts as a first-time visitor.
 */
const COOKIE_CHOICE = JSON.stringify({
  preferences: false,
  statistics: false,
  marketing: false,
  source: 'own',
  at: '2026-01-01T00:00:00.000Z',
});

/**
 * Every test runs at an instant of its own choosing, never at the machine's day (issue 46): the page's clock
 * starts there (and runs on across the test's page loads) and the sandbox builds this browser's world around
 * it, so both say the same day. TEST_MOMENT unless a test says `test.use({ moment: '2027-03-28T00:30:00Z' })`.
 */
type Options = { bannerModals: 'closed' | 'shown'; cookieConsent: 'chosen' | 'ask'; moment: string };

/** Puts a browser context at `moment`: every page's clock, and the sandbox world its cookie names. A test's own context needs it too. */
export async function atMoment(context: BrowserContext, moment: string = TEST_MOMENT): Promise<void> {
  await context.addInitScript(installClock, { at: Date.parse(moment), since: Date.now() });
  const reset = await context.request.get(`/api/__sandbox/reset?at=${encodeURIComponent(moment)}`);
  expect(reset.ok(), await reset.text()).toBe(true);
}

export const test = base.extend<{ watchdog: void } & Options>({
  bannerModals: ['closed', { option: true }],
  cookieConsent: ['chosen', { option: true }],
  moment: [TEST_MOMENT, { option: true }],
  context: async ({ context, moment }, use) => {
    await atMoment(context, moment);
    await use(context);
  },
  // A prerendered page is painted before the app starts; `goto` also waits until the app is live
  // (html[data-live]), as a user would before using its menus and forms. Pages that are not the
  // portal's (the sandbox's payment page) and runs without JavaScript are left as they are.
  page: async ({ page, javaScriptEnabled, bannerModals, cookieConsent }, use) => {
    if (cookieConsent === 'chosen') {
      await page.addInitScript(
        ([key, choice]) => {
          if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, choice!);
        },
        [app.cookies.consent.storageKey, COOKIE_CHOICE],
      );
    }
    if (bannerModals === 'closed') {
      await page.addInitScript((ids) => {
        const key = 'portal.user.banners.closed';
        if (!window.sessionStorage.getItem(key)) window.sessionStorage.setItem(key, JSON.stringify(ids));
      }, MODAL_BANNERS);
    }
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('#root').count()) > 0) {
        // An app that never starts fails here, not later behind a prerendered page that looks right.
        await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 15_000 });
      }
      return response;
    };
    await use(page);
  },
  watchdog: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      // React reports a prerendered page that hydrates differently (minified errors #418, #423, #425).
      page.on('console', (message) => {
        if (message.type() === 'error' && /hydrat|did not match|react\.dev\/errors\/(418|423|425)/i.test(message.text())) {
          errors.push(`hydration: ${message.text()}`);
        }
      });
      // A picture the page names but the server does not have (faults injected by tests answer 5xx).
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && response.status() === 404) errors.push(`broken image: ${response.url()}`);
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const list = ((window as unknown as { __cspViolations?: string[] }).__cspViolations ??= []);
          list.push(
            `${event.violatedDirective} ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
          );
        });
      });
      await use();
      const violations = await page
        .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
        .catch(() => [] as string[]);
      expect([...errors, ...violations.map((v) => `CSP violation: ${v}`)]).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
