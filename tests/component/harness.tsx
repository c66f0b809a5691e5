import { render, type RenderResult } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import * as app from '@generated/app';
import { App } from '@/app/App';
import { createTestApp, type AppRouter } from '@/app/router/create-router';
import { variantOf } from '@/app/variant';
import { unwrap } from '@/shared/api/client';
import { createI18n } from '@/shared/i18n/i18n';
import { routeNamespacesAt } from '@/shared/i18n/route-texts';
import { languageOf } from '@/shared/navigation/language';
import { createServices, type Services } from '@/shared/services';
import { createSandbox } from '@/sandbox/index';
import { CLOSED_KEY } from '@/shared/banners/banner-memory';
import { MODAL_BANNERS } from '../modal-banners';

/**
 * Component tests render the real app (router, layouts, screens) at a path, against the sandbox
 * through msw/node: the same handlers `npm start` serves. Call `useSandboxServer()` once per file.
 */
export const API_BASE = 'http://localhost/api';
// Worlds start at the test's own clock (tests/setup.ts), never at a SANDBOX_AT the shell may carry.
export const sandbox = createSandbox({ now: () => new Date() });
export const server = setupServer(...sandbox.handlers);

/**
 * Where the app left for with a full page load (a payment page, the partner's auto-login, maintenance):
 * the browser's location is the boundary, as in production; jsdom cannot navigate, so it is recorded here.
 */
export const left: string[] = [];
export const testLocation: Pick<Location, 'pathname' | 'search' | 'assign'> = {
  get pathname() {
    return window.location.pathname;
  },
  get search() {
    return window.location.search;
  },
  assign: (url: string | URL) => void left.push(String(url)),
};

/** The apps rendered by this test: stopped after it, so no navigation of theirs runs into the next test. */
const started: AppRouter[] = [];

export function useSandboxServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    // A loader still running (a slow machine) would otherwise clear or read the next test's storage.
    for (const router of started.splice(0)) router.dispose();
    left.length = 0;
    server.resetHandlers();
    sandbox.reset();
    localStorage.clear();
    sessionStorage.clear();
  });
  afterAll(() => server.close());
}

export interface Rendered extends RenderResult {
  services: Services;
  router: AppRouter;
}

/**
 * A visitor who has already answered the cookie consent (necessary cookies only): tests that are not
 * about the consent banner are not covered by it. `renderApp(path, { cookieConsent: false })` starts as
 * a first-time visitor.
 */
export const COOKIE_CHOICE = JSON.stringify({
  preferences: false,
  statistics: false,
  marketing: false,
  source: 'own',
  at: '2026-01-01T00:00:00.000Z',
});

export { MODAL_BANNERS };

/** Renders the app at `path`; `loggedInAs` logs a demo subscriber in first (password Demo1234). */
export async function renderApp(
  path: string,
  {
    loggedInAs,
    cookieConsent = true,
    closedBanners,
  }: { loggedInAs?: string; cookieConsent?: boolean; closedBanners?: readonly string[] } = {},
): Promise<Rendered> {
  const consentKey = app.cookies.consent.storageKey;
  if (cookieConsent && !localStorage.getItem(consentKey)) localStorage.setItem(consentKey, COOKIE_CHOICE);
  // Named: as named. Not named: the modal banners closed, unless the test's session already says what is.
  if (closedBanners) sessionStorage.setItem(CLOSED_KEY, JSON.stringify(closedBanners));
  else if (!sessionStorage.getItem(CLOSED_KEY)) sessionStorage.setItem(CLOSED_KEY, JSON.stringify(MODAL_BANNERS));
  const i18n = await createI18n(languageOf(path), routeNamespacesAt(path));
  const options = { variant: variantOf(path), i18n, storage: localStorage, baseUrl: API_BASE, location: testLocation };
  if (loggedInAs) {
    // Logged in before the app starts (the token is in storage, as after a login in an earlier visit).
    const visit = createServices(options);
    const { result } = await unwrap(visit.api.POST('/auth/login', { body: { msisdn: loggedInAs, password: 'Demo1234' } }));
    visit.session.setToken(result);
  }
  const { router, services } = createTestApp(options, path);
  started.push(router);
  const rendered = render(<App services={services} router={router} />);
  return { ...rendered, services, router };
}
