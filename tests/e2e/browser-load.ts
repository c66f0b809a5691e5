import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

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
  const bodies: Promise<LoadedScript | undefined>[] = [];
  // A page that fails while it loads is no measure of it (a route that throws still goes live, on its error page).
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text().split('\n')[0]!);
  });
  // Any origin's: a script a visitor's phone downloads counts wherever it comes from.
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.endsWith('.js')) return;
    bodies.push(
      response.body().then(
        (body) => ({ path: pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  if (errors.length) throw new Error(`${url} logged errors while it loaded: ${errors.join(' | ')}`);
  const seen = new Map<string, LoadedScript>();
  for (const script of await Promise.all(bodies)) if (script) seen.set(script.path, script);
  return [...seen.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

export const sum = (scripts: readonly LoadedScript[], size: 'raw' | 'gzip') => scripts.reduce((total, s) => total + s[size], 0);
