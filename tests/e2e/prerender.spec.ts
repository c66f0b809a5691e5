import * as app from '../../generated/app';
import { texts } from '../../src/shared/campaign-files/resources';
// Every route, the campaigns' among them (the app loads those with their pages; this test names them).
import '../../src/shared/routing/every-route';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';

const { en, lt, ru } = texts;

/** Paint times a page records (largest contentful paints; when the live screen replaced the fallback). */
interface Paint {
  lcp: number[];
  replaced?: number;
}

test.describe('prerendered public pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [lang, texts] of [
      ['lt', lt],
      ['en', en],
      ['ru', ru],
    ] as const) {
      test(`Plans in ${lang} has its title, head links, header, heading and footer`, async ({ page }) => {
        const path = href('Plans', {}, lang);
        await page.goto(path);
        await expect(page).toHaveTitle(`${texts.routes.Plans.title} | ${app.product.name}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: texts.routes.Plans.title })).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.siteUrl}${path}`);
        // lt, en, ru and x-default (the default language's page).
        await expect(page.locator('link[rel="alternate"]')).toHaveCount(4);
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${app.siteUrl}${href('Plans')}`);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', texts.routes.Plans.description);
      });
    }

    test('a device page is prerendered with the device: its name, price, title, description and language alternates', async ({ page }) => {
      const path = href('Device', { skuUrl: 'apple-iphone-15-128gb-blue' }, 'en');
      await page.goto(path);
      await expect(page).toHaveTitle(`Apple iPhone 15 128 GB, Blue | ${app.product.name}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15 128 GB' })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('€');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Apple iPhone 15 128 GB, Blue for €\d+,\d\d\. /);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${app.siteUrl}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="lt"]')).toHaveAttribute(
        'href',
        `${app.siteUrl}${href('Device', { skuUrl: 'apple-iphone-15-128gb-melynas' })}`,
      );
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute(
        'href',
        `${app.siteUrl}${href('Device', { skuUrl: 'apple-iphone-15-128gb-siniy' }, 'ru')}`,
      );
      // The language switch goes to the page's address in that language, with its own slug.
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Lietuvių' })).toHaveAttribute(
        'href',
        href('Device', { skuUrl: 'apple-iphone-15-128gb-melynas' }),
      );
    });

    test("a campaign's landing is prerendered whole: its description, prizes and sections", async ({ page }) => {
      const prize = lt['campaign-prize'];
      await page.goto(href('PrizeLanding'));
      const main = page.getByRole('main');
      await expect(main.getByText(prize.description)).toBeVisible();
      await expect(main.getByRole('region', { name: prize.prizes.title })).toBeVisible();
      await expect(main.getByRole('region', { name: prize.sections.howToPlay.title })).toBeVisible();
    });

    test('a login-only page is not prerendered: the plain shell is served', async ({ page }) => {
      await page.goto(href('Dashboard'));
      await expect(page.locator('#root')).toBeEmpty();
    });
  });

  test("an English device address with the Lithuanian slug it had before moves to the device's English one", async ({ page }) => {
    await page.goto(href('Device', { skuUrl: 'apple-iphone-15-128gb-melynas' }, 'en'));
    await expect(page).toHaveURL(href('Device', { skuUrl: 'apple-iphone-15-128gb-blue' }, 'en'));
    await expect(page.getByRole('heading', { level: 1, name: 'Apple iPhone 15 128 GB' })).toBeVisible();
  });

  test('hydrates without mismatch and then shows the live page', async ({ page }) => {
    await page.goto(href('Refill', {}, 'en'));
    await expect(page.getByRole('heading', { level: 1, name: en.routes.Refill.title })).toBeVisible();
    // Only the prerendered copies of head elements are replaced, never duplicated.
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  });

  // Home, Plans and Help are among the pages prerendered whole (wholePage, below), whose test checks the same.
  for (const key of ['Refill', 'Login', 'RegistrationEnrollment'] as const) {
    test(`${key}: nothing visible moves while the page starts and its content arrives (no layout shift)`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: string[] = ((window as unknown as { __shifts: string[] }).__shifts = []);
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
            shifts.push(
              `${entry.value.toFixed(3)} ${entry.sources.map((s) => (s.node as Element | undefined)?.className ?? s.node?.nodeName).join(', ')}`,
            );
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(href(key));
      // The live screen has replaced the prerendered heading and its data has arrived.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => (window as unknown as { __shifts: string[] }).__shifts)).toEqual([]);
    });
  }
  test('Home: the carousel is as tall on every slide, so rotating moves nothing below it', async ({ page }) => {
    // With reduced motion it does not turn by itself: the test turns it, one slide at a time.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(href('Home'));
    const carousel = page.getByRole('region', { name: lt.home.slides.label });
    const slides = carousel.locator('.carousel__slide');
    await expect(slides.first()).toBeAttached();
    const heights: number[] = [];
    for (let i = 0, count = await slides.count(); i < count; i++) {
      await expect(
        carousel.getByRole('group', {
          name: lt.home.slides.slide.replace('{{current}}', String(i + 1)).replace('{{total}}', String(count)),
        }),
      ).toBeVisible();
      heights.push(Math.round((await carousel.boundingBox())!.height));
      await carousel.getByRole('button', { name: lt.home.slides.next }).click();
    }
    expect(heights.length).toBeGreaterThan(1);
    expect(new Set(heights).size).toBe(1);
  });

  // Campaign pages prerendered whole (ScreenModule.prerender): what the first paint shows is the
  // page itself, its largest text painted before the app is live, and hydration changes nothing.
  for (const key of [
    'PrizeLanding',
    'SummerGame',
    'SummerGameRules',
    'AwardsRules',
    'UkraineCampaign',
    'EarphonesPage',
    'AwardsCampaign',
    // Baked with their API data at build time (issue 36).
    'Home',
    'Plans',
    'CheapestOffer',
    'Discounts',
    'Devices',
    'Help',
    'ForeignCallRates',
    // Whole from the spec files alone.
    'WhyProduct',
    'MobileGameRules',
    'Esim',
    // A visitor's page, as hydration starts: the logged-in visitor's confirmation comes once live.
    'Logout',
    // A campaign screen whose campaign has ended by its file's dates: its ended page.
    'SummerGameItems',
    // A campaign screen as a visitor sees it at its bare address (asked to log in or top up), and a
    // discount landing built with its plan (issue 36).
    'EarphonesCampaign',
    'PrizeGame',
    'IsicLanding',
    // The editors' preview without a draft named: how to open one.
    'Preview',
    // The e-mail link's page in its waiting state, the same for every link: at the bare address the answer
    // (no link to check) replaces it in place once live, and is no larger.
    'EmailConfirmation',
  ] as const)
    wholePage(key, href(key));
  // The CMS's HTML, sanitised at build time: a content page and a help article (issue 36).
  wholePage('ContentPage', '/apie-mus');
  wholePage('Help article', href('Help', { group: 'payments', topic: 'top-up' }, 'en'));

  function wholePage(key: string, path: string) {
    test(`${key}: prerendered whole, its largest paint comes before the app is live, and nothing moves or differs`, async ({ page }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
      });
      await page.addInitScript(() => {
        const seen = { lcp: [] as number[], shifts: [] as string[], live: undefined as number | undefined };
        (window as unknown as { __seen: typeof seen }).__seen = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.lcp.push(entry.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // What moved, named, so a failure says where to look (tests/e2e/header-arrival.spec.ts for the header).
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node | null }[] })[])
            seen.shifts.push(
              `${entry.value.toFixed(4)} at ${entry.startTime.toFixed(0)} ms: ${entry.sources.map((s) => (s.node as Element | null)?.className || s.node?.nodeName || 'a pseudo-element').join(', ')}`,
            );
        }).observe({ type: 'layout-shift', buffered: true });
        new MutationObserver(() => {
          if (seen.live === undefined && document.documentElement.hasAttribute('data-live')) seen.live = performance.now();
        }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-live'] });
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { lcp, shifts, live } = await page.evaluate(
        () => (window as unknown as { __seen: { lcp: number[]; shifts: string[]; live?: number } }).__seen,
      );
      expect(live).toBeDefined();
      expect(lcp.length).toBeGreaterThan(0);
      expect(Math.max(...lcp)).toBeLessThan(live!);
      expect(shifts).toEqual([]);
      expect(warnings).toEqual([]);
      await expect(page.locator('meta[name="page-status"][content="screen"]')).toHaveCount(1);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  // Screens that open with their route's title and description (src/shared/routing/RouteHeading.tsx):
  // the largest paint is the prerendered page's, not the live screen's (Lighthouse LCP with the HTML).
  for (const key of [
    ...['Login'],
    ...['RegistrationParent', 'Registration', 'RegistrationPassword', 'RegistrationSocialLogins', 'RegistrationIdentityConfirmation'],
    ...['RegistrationStatus', 'PasswordRecovery', 'EarphonesSuccess', 'EarphonesUsed'],
    ...['RegistrationIdentificationMethods', 'RegistrationIdentification'],
  ] as const) {
    test(`${key}: the largest paint is the prerendered page's, and the live screen keeps its heading and lead`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: Paint = { lcp: [] };
        (window as unknown as { __paint: Paint }).__paint = seen;
        new PerformanceObserver((list) => list.getEntries().forEach((entry) => seen.lcp.push(entry.startTime))).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        // When the live screen replaced the prerendered fallback.
        new MutationObserver(() => {
          if (seen.replaced === undefined && document.querySelector('main') && !document.querySelector('.route-fallback'))
            seen.replaced = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(href(key));
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(lt.routes[key].title);
      await expect(main.locator('p.lead')).toHaveText(lt.routes[key].description);
      const { lcp, replaced } = await page.evaluate(() => (window as unknown as { __paint: Paint }).__paint);
      expect(replaced).toBeDefined();
      expect(lcp.length).toBeGreaterThan(0);
      expect(Math.max(...lcp)).toBeLessThan(replaced!);
    });
  }
});
