import { gzipSync } from 'node:zlib';
import type { ConsoleMessage, Page, Response } from '@playwright/test';

export interface LoadedScript {
  /** Its path on the site (/assets/….js). */
  path: string;
  raw: number;
  gzip: number;
}

/**
 * Every JavaScript file the browser fetches for `url` until the page is live (html[data-live], which the
 * fixtures' goto waits for) and the network has been quiet for half a second: what a visitor's phone
 * downloads, the chunks the live page imports itself included. Sizes as budgets.yaml counts them (gzip -9).
 */
export async function scriptsUntilQuiet(page: Page, url: string): Promise<LoadedScript[]> {
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
    await page.goto(url);
    await page.waitForLoadState('networkidle');
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  if (errors.length) throw new Error(`${url} logged errors while it loaded: ${errors.join(' | ')}`);
  // The bytes are asked of the server again: the browser's own copy of a response (response.body()) is
  // sometimes gone by the time it is read on a busy machine, and a script left out would read as a saving.
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

export const sum = (scripts: readonly LoadedScript[], size: 'raw' | 'gzip') => scripts.reduce((total, s) => total + s[size], 0);
