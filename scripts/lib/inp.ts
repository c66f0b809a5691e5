import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import * as app from '../../generated/app';

/**
 * Interaction to Next Paint of what subscribers do most, on a phone-sized page with the CPU slowed 4×
 * (Chromium's throttling, as Lighthouse's mobile profile): each interaction `runs` times in a fresh
 * browser context (cold caches, a first visit's page once it is live), its latency the longest Event
 * Timing entry of its interactions (the browser's own INP measure; under 16 ms it reports none: 16).
 * The 75th percentile of the runs is the figure, as the Web Vitals report INP.
 */
export interface Interaction {
  name: string;
  path: string;
  login?: { msisdn: string; password: string };
  /** What the user does once the page is live. */
  act: (page: Page) => Promise<void>;
}

/** A choice of necessary cookies only, as the consent banner stores it: no banner over the page. */
const CONSENT = JSON.stringify({ preferences: false, statistics: false, marketing: false, source: 'own', at: '2026-01-01T00:00:00.000Z' });

const click = async (page: Page, selector: string) => {
  const element = await page.waitForSelector(selector, { visible: true, timeout: 20_000 });
  await element!.click();
};

/** The five (issue 52): the menu, the Refill tab, the login form, the language menu, the invoice dialog. */
export const INTERACTIONS: Interaction[] = [
  { name: 'open the menu (Home)', path: '/', act: (page) => click(page, 'button.site-header__burger') },
  { name: 'switch the Refill tab', path: '/papildymas', act: (page) => click(page, '[role="tab"][aria-selected="false"]') },
  {
    name: 'type in and submit the login form',
    path: '/prisijungti',
    act: async (page) => {
      await click(page, 'input[name="login_msisdn"]');
      await page.keyboard.type('61234567', { delay: 30 });
      await click(page, 'input[name="login_password"]');
      await page.keyboard.type('Demo1234', { delay: 30 });
      await click(page, 'form button[type="submit"]');
      await page.waitForFunction(() => !location.pathname.startsWith('/prisijungti'), { timeout: 20_000 });
    },
  },
  { name: 'open the language menu', path: '/', act: (page) => click(page, 'button[data-early-click="language"]') },
  {
    name: 'open the invoice dialog',
    path: '/pagrindinis/saskaitos-ir-mokejimai',
    login: { msisdn: '61234568', password: 'Demo1234' },
    act: async (page) => {
      await click(
        page,
        '::-p-xpath(//button[starts-with(normalize-space(.), "Apmokėti sąskaitą") or starts-with(@aria-label, "Apmokėti sąskaitą")])',
      );
      await page.waitForSelector('[role="dialog"]', { visible: true });
    },
  },
];

const p75 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.75) - 1]!;

async function once(browser: Browser, origin: string, interaction: Interaction): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport({ width: 390, height: 844, isMobile: true, hasTouch: false, deviceScaleFactor: 1 });
    await page.evaluateOnNewDocument(
      (key, choice) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, choice);
        // Every interaction's Event Timing entries, from the first (buffered: those before this ran too).
        const seen: { id: number; duration: number }[] = ((window as unknown as { __events: unknown[] }).__events = []) as never;
        new PerformanceObserver((list) => {
          // interactionId: Event Timing's, not yet in TypeScript's DOM types.
          for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[])
            if (entry.interactionId) seen.push({ id: entry.interactionId, duration: entry.duration });
        }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
      },
      app.cookies.consent.storageKey,
      CONSENT,
    );
    if (interaction.login) {
      await page.goto(`${origin}/`);
      await page.evaluate(
        async (key, msisdn, password) => {
          const response = await fetch('/api/auth/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ msisdn, password }),
          });
          localStorage.setItem(key, ((await response.json()) as { result: string }).result);
        },
        app.tokens.storageKey!,
        interaction.login.msisdn,
        interaction.login.password,
      );
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'networkidle0', timeout: 60_000 });
    await page.waitForSelector('html[data-live]', { timeout: 30_000 });
    await interaction.act(page);
    // Event Timing entries arrive after the next paint: a moment, then two frames.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const events = await page.evaluate(() => (window as unknown as { __events: { id: number; duration: number }[] }).__events);
    return events.reduce((worst, event) => Math.max(worst, event.duration), 16);
  } finally {
    await context.close();
  }
}

/** Each interaction's INP (ms, 75th percentile of `runs`) against the portal served at `origin`. */
export async function measureInp(
  origin: string,
  chromePath: string,
  runs = 10,
  only?: readonly string[],
): Promise<Record<string, { p75: number; runs: number[] }>> {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    acceptInsecureCerts: true,
    args: ['--no-sandbox', '--disable-gpu', '--ignore-certificate-errors', '--disable-background-networking', '--no-first-run'],
  });
  const results: Record<string, { p75: number; runs: number[] }> = {};
  try {
    for (const interaction of INTERACTIONS.filter((i) => !only || only.includes(i.name))) {
      const times: number[] = [];
      for (let run = 0; run < runs; run++) times.push(Math.round(await once(browser, origin, interaction)));
      results[interaction.name] = { p75: p75(times), runs: times };
      console.log(`INP ${interaction.name}: p75 ${results[interaction.name]!.p75} ms (${times.join(', ')})`);
    }
  } finally {
    await browser.close();
  }
  return results;
}
