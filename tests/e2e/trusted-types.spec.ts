import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request as http } from '@playwright/test';
import * as app from '../../generated/app';
import lt from '../../generated/i18n/lt';
import { liveChatVendor } from '../../generated/security';
import { href } from '../../src/shared/routing/paths';
import { startServerPort, useNginx } from '../../playwright.config';
import { expect, test } from './fixtures';
import { loginAs } from './session';

/**
 * Issue 32 F2: every Trusted Types policy the built code creates is in the `trusted-types` directive
 * that both servers send, and the directive names nothing else. The pages that create them are opened
 * (a CMS page: the sanitiser's and DOMPurify's; the coverage map: the default; the Dashboard with a chat
 * vendor configured and allowed: the chat's), each creation is recorded, and the number of policies seen
 * must be the number of `createPolicy(` call sites in the built code, so a new one cannot go unseen.
 */
const dist = process.env.E2E_OUT_DIR ?? 'dist';
const VENDOR_SCRIPT = `${liveChatVendor.scriptOrigin}/tracking.js`;

const callSites = () =>
  readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .reduce((count, file) => count + (readFileSync(join(dist, 'assets', file), 'utf8').match(/\.createPolicy\(/g) ?? []).length, 0);

const directiveOf = (csp: string | undefined) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === 'trusted-types')
    ?.slice(1) ?? [];

test('every Trusted Types policy the built code creates is allowed by the CSP of nginx and npm start, and only those', async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    const factory = (window as unknown as { trustedTypes?: { createPolicy: (name: string, rules: object) => unknown } }).trustedTypes;
    if (!factory) return;
    const created: string[] = ((window as unknown as { __policies: string[] }).__policies = []);
    const original = factory.createPolicy.bind(factory);
    factory.createPolicy = (name, rules) => {
      created.push(name);
      sessionStorage.setItem('policies', JSON.stringify([...JSON.parse(sessionStorage.getItem('policies') ?? '[]'), name]));
      return original(name, rules);
    };
  });
  // The chat vendor's script: a stand-in that says it ran (no request leaves the machine).
  await page.route(VENDOR_SCRIPT, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__vendorChatRan = (window.__lc || {}).license;' }),
  );
  await page.goto('/apie-mus');
  await expect(page.locator('.cms-page__content').first()).toBeVisible();
  await page.goto(href('CoverageMap'));
  await expect(page.locator('.leaflet-coverage-4g-pane path').first()).toBeAttached();
  await page.request.get(`/api/__sandbox/configs?LiveChatScriptUrl=${encodeURIComponent(VENDOR_SCRIPT)}`);
  await page.addInitScript(
    ([key]) =>
      window.localStorage.setItem(
        key!,
        JSON.stringify({ preferences: true, statistics: false, marketing: false, source: 'own', at: '2026-01-01T00:00:00.000Z' }),
      ),
    [app.cookies.consent.storageKey],
  );
  await loginAs(page);
  await page.goto(href('Dashboard'));
  // The vendor's chat loaded (its script ran with the licence), and no error popup came.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __vendorChatRan?: string }).__vendorChatRan)).toBe('17283946');
  await expect(page.getByRole('alertdialog', { name: lt.errors.generic.title })).toHaveCount(0);

  const created = new Set(JSON.parse((await page.evaluate(() => sessionStorage.getItem('policies'))) ?? '[]') as string[]);
  expect([...created].sort()).toEqual(['cms-html', 'default', 'dompurify', 'live-chat']);
  expect(callSites(), 'a createPolicy call site none of these pages reaches: open its page here').toBe(created.size);

  for (const origin of useNginx ? [baseURL!, `http://localhost:${startServerPort}`] : [baseURL!]) {
    const api = await http.newContext({ baseURL: origin, ignoreHTTPSErrors: true });
    const allowed = directiveOf((await api.get('/')).headers()['content-security-policy']);
    await api.dispose();
    expect(allowed.sort(), origin).toEqual([...created].sort());
  }
});
