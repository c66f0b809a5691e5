import { gzipSync } from 'node:zlib';
import type { ConsoleMessage, Page, Request, Response } from '@playwright/test';

export interface LoadedScript {
  /** Its path on the site (/assets/….js). */
  path: string;
  raw: number;
  gzip: number;
}

const QUIET_MS = 500;

/**
 * Runs `action` (a navigation) and waits until the page has settled: nothing in flight for half a second
 * and the main thread idle, twice over with no request started between. Playwright's 'networkidle' fires
 * once per document, and on a busy machine during a long hydration, before the live page's own calls.
 */
export async function untilSettled(page: Page, action: () => Promise<unknown>): Promise<void> {
  const inFlight = new Set<Request>();
  let started = 0;
  let lastActivity = Date.now();
  const onRequest = (request: Request) => {
    inFlight.add(request);
    started += 1;
    lastActivity = Date.now();
  };
  const onDone = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  try {
    await action();
    let seen: number;
    do {
      seen = started;
      while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
      // Bounded: a page that animates all the time (a dialog's entrance, a busy machine) may never be idle.
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2_000 })));
    } while (started !== seen);
  } finally {
    page.off('request', onRequest);
    page.off('requestfinished', onDone);
    page.off('requestfailed', onDone);
  }
}

/**
 * Every JavaScript file the browser fetches while `visit` (a navigation) runs, until the page is live
 * (html[data-live], which the fixtures' goto waits for) and then settled (untilSettled). What a visitor's
 * phone downloads, the chunks the live page imports itself included (the shell's extras ask for theirs in
 * a render after hydration). Sizes as budgets.yaml counts them (gzip -9). With the browser's cache on,
 * only what it had not fetched before: a first visit's needs an empty cache (a fresh context, or
 * withoutCache).
 */
export async function scriptsWhile(page: Page, visit: () => Promise<unknown>): Promise<LoadedScript[]> {
  const url = () => page.url();
  // A page that fails while it loads is no measure of it (a route that throws still goes live, on its error page).
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text().split('\n')[0]!);
  };
  // Any origin's: a script a visitor's phone downloads counts wherever it comes from.
  const fetched = new Set<string>();
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) fetched.add(response.url());
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await untilSettled(page, visit);
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  if (errors.length) throw new Error(`${url()} logged errors while it loaded: ${errors.join(' | ')}`);
  // The bytes are asked of the server again: the browser's own copy of a response (response.body()) is
  // sometimes gone by the time it is read on a busy machine.
  const scripts = await Promise.all(
    [...fetched].map(async (address) => {
      const answer = await page.request.get(address);
      if (!answer.ok()) throw new Error(`${address} answered ${answer.status()} when asked again`);
      const body = await answer.body();
      return { path: new URL(address).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length };
    }),
  );
  return scripts.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** The same for opening `url`. */
export const scriptsUntilQuiet = (page: Page, url: string): Promise<LoadedScript[]> => scriptsWhile(page, () => page.goto(url));

export const sum = (scripts: readonly LoadedScript[], size: 'raw' | 'gzip') => scripts.reduce((total, s) => total + s[size], 0);

/** Each script as `path raw`, for a failure's message: two loads are compared by what each fetched. */
export const listed = (scripts: readonly LoadedScript[]) => scripts.map((s) => `${s.path} ${s.raw}`).join('\n');

/**
 * Turns the page's HTTP cache off, so each navigation fetches every file again, as a first visit does:
 * pages visited one after another in one browser page are each measured as if opened afresh.
 */
export async function withoutCache(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}
