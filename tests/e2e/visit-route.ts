import type { Page } from '@playwright/test';
import { type Language, type RouteRecord } from '../../generated/routes';
import { hrefOf } from '../../src/shared/routing/paths';
import { expect } from './fixtures';

/** Sample values for route params, so every route can be visited. */
const SAMPLE_PARAMS: Record<string, string> = {
  status: 'success',
  transactionId: 'PRIZE-PLAN',
  skuUrl: 'apple-iphone-15-128gb-juodas',
  prize: '1',
  winning: '1',
  campaignName: 'sim',
  language: 'en',
  group: 'mokejimai',
  topic: 'papildymas',
};

/** Query values some screens need to show their real content rather than a not-found page. */
const SAMPLE_QUERY: Record<string, Record<string, string>> = {
  PlanConfirmation: { planId: '22' },
  VasConfirmation: { planId: '22' },
  PlanOrderConfirmation: { planId: '22' },
};

function sampleStatus(record: RouteRecord): string {
  if (record.key === 'SummerGameWin') return 'won';
  return record.key === 'PrizeGameResult' ? 'papildyta-sekmingai' : 'success';
}

/** The CMS catch-all's sample page (src/sandbox/world/pages.ts): About us. */
const CMS_PAGE: Record<Language, string> = { lt: 'apie-mus', en: 'about-us', ru: 'o-nas' };

/** A route's address in a language with sample params (the CMS catch-all: a page the sandbox's CMS has). */
export function routeAddress(record: RouteRecord, lang: Language, { cms = false } = {}): string {
  // The catch-all's path is `*`, a splat its record does not list among its params.
  const params = Object.fromEntries([
    ...record.params.filter((p) => p !== '*').map((p) => [p, p === 'status' ? sampleStatus(record) : (SAMPLE_PARAMS[p] ?? 'x')]),
    ...(cms ? [['*', CMS_PAGE[lang]]] : []),
  ]);
  return hrefOf(record.key, params, lang, SAMPLE_QUERY[record.key]);
}

/** Opens a route with sample params in a language (`cms`: the catch-all at a CMS page) and waits until its content has arrived. */
export async function visitRoute(page: Page, record: RouteRecord, lang: Language, { cms = false } = {}): Promise<void> {
  await page.goto(routeAddress(record, lang, { cms }));
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** A navigation inside the running app, as a link click makes it: the router follows history, no new document. */
export async function navigateInApp(page: Page, to: string): Promise<void> {
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/**
 * Opens a route inside the running app (navigateInApp) and waits until its content has arrived: the app
 * has moved the focus to the new page, or to the address's fragment (src/app/use-navigation-focus.ts), or
 * the route sent it on to another address. An address the page is already at (an earlier route sent it
 * there) is opened as a new document: the app would not move the focus. Where a page's own texts and
 * rules are checked, not its first load, this takes a third of a page load's time.
 */
export async function visitRouteInApp(page: Page, record: RouteRecord, lang: Language): Promise<void> {
  const to = new URL(routeAddress(record, lang), page.url());
  if (to.pathname === new URL(page.url()).pathname) return visitRoute(page, record, lang);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await navigateInApp(page, `${to.pathname}${to.search}${to.hash}`);
  const focus = to.hash ? decodeURIComponent(to.hash.slice(1)) : 'content';
  await page.waitForFunction(([id, target]) => document.activeElement?.id === id || location.pathname !== target, [focus, to.pathname]);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
