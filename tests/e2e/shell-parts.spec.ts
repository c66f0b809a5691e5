import type { Page } from '@playwright/test';
import lt from '../../generated/i18n/lt';
import ru from '../../generated/i18n/ru';
import { href } from '../../src/shared/routing/paths';
import { builtFile } from './built-files';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

/**
 * Issue 16, the shell's parts that load when needed: the newsletter form in the footer, cookie consent
 * on a first visit (and its own banner when the consent state cannot load), live chat in Lithuanian,
 * plural texts, and a press of the header's menu made before the app started.
 */

test.describe('newsletter signup in the footer', () => {
  test('in one step: a bad e-mail is refused at the field and kept; a good one is subscribed', async ({ page }) => {
    await page.goto(href('Refill'));
    const section = page.getByRole('region', { name: lt.footer.newsletter.title });
    // The field is in the page as it comes (prerendered), no button to open it first.
    const field = section.getByRole('textbox', { name: new RegExp(lt.forms.newsletter.email.label) });
    await expect(field).toBeVisible();
    await field.fill('vardas@pastas');
    await section.getByRole('button', { name: lt.forms.newsletter.submit, exact: true }).click();
    await expect(field).toHaveAccessibleDescription(new RegExp(lt.validation.NewsletterInvalidEmail));
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('vardas@pastas');
    await field.fill('naujas.skaitytojas@example.lt');
    await section.getByRole('button', { name: lt.forms.newsletter.submit, exact: true }).click();
    await expect(section.getByRole('status')).toContainText(
      lt.shell.newsletter.success.replace('{{email}}', 'naujas.skaitytojas@example.lt'),
    );
  });
});

test('the newsletter: typed and pressed before the footer is live, the address is checked as typed, and kept', async ({ page }) => {
  // The footer's code is held back until the visitor has typed and pressed, as on a slow phone.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${builtFile('src/features/shell/Footer.tsx')}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(href('Refill'), { waitUntil: 'commit' });
  const section = page.getByRole('region', { name: lt.footer.newsletter.title });
  const field = section.getByRole('textbox', { name: new RegExp(lt.forms.newsletter.email.label) });
  // Drawn in every form's field look before its code comes: a 44 px field, not the browser's bare 21 px one.
  await expect(field).toBeVisible();
  expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await field.fill('vardas@pastas');
  await section.getByRole('button', { name: lt.forms.newsletter.submit, exact: true }).click();
  await expect(page.locator('.site-footer[data-pending]')).toHaveCount(1);
  release();
  await expect(field).toHaveAccessibleDescription(new RegExp(lt.validation.NewsletterInvalidEmail));
  await expect(field).toHaveValue('vardas@pastas');
});

/** Whether the consent banner or its loader was ever in the page (a MutationObserver from the very start). */
async function watchForConsentUi(page: Page) {
  await page.addInitScript(() => {
    const seen = { any: false };
    (window as unknown as { __consentUi: typeof seen }).__consentUi = seen;
    new MutationObserver(() => {
      if (document.querySelector('.cookie-consent, .cookie-overlay')) seen.any = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __consentUi: { any: boolean } }).__consentUi.any);
}

test.describe('cookie consent on a first visit', () => {
  test.use({ cookieConsent: 'ask' });

  test('the banner asks; once accepted, a reload neither shows nor loads it', async ({ page }) => {
    await page.goto(href('Home'));
    const banner = page.getByRole('dialog', { name: 'Tavo privatumas Pulse' });
    await expect(banner).toBeVisible();
    expect(await audit(page, { include: '.cookie-consent' })).toEqual([]);
    await banner.getByRole('button', { name: lt.shell.cookies.acceptAll }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toMatchObject({
      preferences: true,
      statistics: true,
      marketing: true,
      source: 'manager',
    });

    // The prerendered page is the same for everyone and carries no banner.
    expect(await (await page.request.get(href('Home'))).text()).not.toMatch(/cookie-consent|cookie-overlay/);
    const consentLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/consent/cookies')) consentLoads.push(request.url());
    });
    const everShown = await watchForConsentUi(page);
    await page.goto(href('Plans'));
    await expect(page.getByRole('heading', { level: 1, name: lt.routes.Plans.title })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await everShown()).toBe(false);
    expect(consentLoads).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("on a phone the banner's text is two lines, smaller than the page's lead; the rest opens on request", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const seen = { largest: [] as string[], shifts: [] as string[] };
      (window as unknown as { __seen: typeof seen }).__seen = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          seen.largest.push(
            entry.element?.closest('.cookie-consent') ? 'consent' : entry.element?.className || (entry.element?.tagName ?? ''),
          );
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) seen.shifts.push(entry.value.toFixed(4));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { __seen: { largest: string[]; shifts: string[] } }).__seen);
    await page.goto(href('Home'));
    const banner = page.getByRole('dialog', { name: 'Tavo privatumas Pulse' });
    const text = banner.getByText(/Slapukai padeda svetainei veikti/);
    await expect(text).toBeVisible();
    const showAll = banner.getByRole('button', { name: lt.shell.cookies.showAll });
    await expect(showAll).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The page's own content stays its largest paint (the lead, or the slide's picture once it has
    // loaded): the banner never took its place, and its toggle was there from its first frame (nothing moved).
    const before = await seen();
    expect(['lead', 'IMG']).toContain(before.largest.at(-1));
    expect(before.largest).not.toContain('consent');
    expect(before.shifts).toEqual([]);
    const clamped = (await text.boundingBox())!.height;
    await showAll.click();
    await expect(banner.getByRole('button', { name: lt.shell.cookies.showLess })).toHaveAttribute('aria-expanded', 'true');
    expect((await text.boundingBox())!.height).toBeGreaterThan(clamped * 1.5);
    await banner.getByRole('button', { name: lt.shell.cookies.rejectAll }).click();
    await expect(banner).toBeHidden();
  });

  test("on a page whose own content is small, the banner rising into place is still not the page's largest paint", async ({ page }) => {
    // Logout's first paint is its heading and a line: the banner's two lines were larger, and Lighthouse
    // took the banner's arrival, after the app had started, for the page's largest paint (issue 36).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __largest: string[] }).__largest = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[])
          seen.push(entry.element?.closest('.cookie-consent') ? 'consent' : (entry.element?.tagName ?? ''));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(href('Logout'));
    await expect(page.getByRole('dialog', { name: 'Tavo privatumas Pulse' }).getByText(/Slapukai padeda svetainei veikti/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const largest = await page.evaluate(() => (window as unknown as { __largest: string[] }).__largest);
    expect(largest).toEqual(['H1']);
  });

  test("when the consent state cannot load, the product's own agreement asks instead", async ({ page }) => {
    await page.route('**/api/consent/cookies', (route) =>
      route.fulfill({ status: 500, json: { errors: [{ code: 'InternalServerError' }] } }),
    );
    await page.goto(href('Plans'));
    const banner = page.getByRole('dialog', { name: lt.shell.cookies.own.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(lt.shell.cookies.own.text);
    await banner.getByRole('button', { name: lt.shell.cookies.rejectAll }).click();
    await expect(banner).toBeHidden();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'))).toMatchObject({
      preferences: false,
      statistics: false,
      marketing: false,
      source: 'own',
    });
  });
});

test.describe('live chat', () => {
  test('offered in Lithuanian to a logged-in subscriber and answered; not offered in English', async ({ page }) => {
    await loginAs(page);
    await page.goto(href('Dashboard'));
    await page.getByRole('button', { name: lt.shell.liveChat.open }).click();
    const panel = page.getByRole('region', { name: lt.shell.liveChat.title });
    await expect(panel.getByRole('log')).toContainText('Labas, Rūta! Aš – Eglė, Pulso konsultantė.');
    const field = panel.getByRole('textbox', { name: lt.shell.liveChat.message });
    await expect(field).toBeFocused();
    await field.fill('Koks mano likutis?');
    await field.press('Enter');
    await expect(panel.getByRole('log')).toContainText('Tavo sąskaitos likutis – 12,45 €.');

    await page.goto(href('Dashboard', {}, 'en'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.live-chat')).toHaveCount(0);
  });
});

test('plural texts for 1, 2, 5, 11 and 21 in Lithuanian and Russian', async ({ page }) => {
  const days = [1, 2, 5, 11, 21];
  // The first five plans shown get those validities; the rest never expire, so each text is one plan's.
  await page.route('**/api/price-plan/v3/plans-channels*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { plans: { displaySection: number; validityDays: number | null }[] };
    const shown = body.plans.filter((plan) => plan.displaySection !== 1);
    shown.forEach((plan, index) => (plan.validityDays = days[index] ?? null));
    expect(shown.length).toBeGreaterThanOrEqual(days.length);
    await route.fulfill({ response, json: body });
  });
  const expected = {
    lt: ['Galioja 1 dieną', 'Galioja 2 dienas', 'Galioja 5 dienas', 'Galioja 11 dienų', 'Galioja 21 dieną'],
    ru: ['Действует 1 день', 'Действует 2 дня', 'Действует 5 дней', 'Действует 11 дней', 'Действует 21 день'],
  };
  for (const lang of ['lt', 'ru'] as const) {
    await page.goto(href('Plans', {}, lang));
    const validities = page.locator('.plan-validity');
    await expect(validities.filter({ hasText: /\d/ })).toHaveText(expected[lang]);
  }
  expect(ru.plans.validity_few).toBe('Действует {{count}} дня');
});

test.describe('early clicks', () => {
  test('a press of the menu button before the app has started opens the menu once it is live', async ({ page }) => {
    // A slow phone: the CPU four times slower than this machine's (issue 18).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's code is held back: the prerendered page is painted, the app has not started.
    const start = builtFile('src/app/start.tsx');
    await page.route(
      (url) => url.pathname === start,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const loading = page.goto(href('Refill'), { waitUntil: 'commit' });
    const burger = page.getByRole('button', { name: lt.common.header.menu, exact: true });
    // The entry has run (it preloads the app's code once the page painted) but the app is held back.
    await page.locator(`link[rel="modulepreload"][href="${start}"]`).waitFor({ state: 'attached' });
    await burger.click();
    await expect(page.locator('html')).toHaveAttribute('data-early-click', 'main');
    await expect(page.locator('html[data-live]')).toHaveCount(0);
    await expect(burger).toHaveAttribute('aria-expanded', 'false');
    release();
    await loading;
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: lt.common.header.mainNavigation }).getByRole('link').first(),
    ).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-early-click', /.*/);
  });
});

test.describe('the footer under the reader', () => {
  test('content that arrives above does not move the footer being read: a tap on its link lands', async ({ page }) => {
    // Plans and banners held back: the reader has scrolled to the footer while its sections slide in.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/(price-plan\/v3\/plans-channels|feature-management\/information-banners)/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(href('Plans'));
    const terms = page.getByRole('contentinfo').getByRole('link', { name: 'Paslaugų teikimo taisyklės' });
    await terms.scrollIntoViewIfNeeded();
    const before = (await terms.boundingBox())!.y;
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Pokalbiai', exact: true })).toBeAttached();
    // The page grew by the plan list above; scroll anchoring keeps the footer where it was.
    await expect.poll(async () => Math.abs((await terms.boundingBox())!.y - before)).toBeLessThan(1);
    await terms.click();
    await expect(page).toHaveURL((url) => url.pathname === '/taisykles');
  });
});
