import type { Page } from '@playwright/test';
import * as app from '../../generated/app';
import lt from '../../generated/i18n/lt';
import { type RouteKey } from '../../generated/routes';
import { href } from '../../src/shared/routing/paths';
import { expect, test } from './fixtures';
import { audit } from './axe-audit';
import { loginAs } from './session';

/**
 * The browsing-protection area (campaign seed §2, §4): the /narsyk app variant with its own session,
 * driven through the sandbox's partner auto-login, and the portal's filtering area.
 */
const p = lt.protection;
const settingsForm = lt.forms['protection-settings'];
const heading = (page: Page, key: RouteKey) => page.getByRole('heading', { level: 1, name: lt.routes[key as 'Protection'].title });
const storedToken = (page: Page, key: string) => page.evaluate((k) => window.localStorage.getItem(k), key);

// Each status from the entry: the entry gives the sandbox's partner the msisdn, which picks the
// status (src/sandbox/CAMPAIGNS.md), and the partner comes back to /narsyk?status=N.
const STATUSES: { status: string; entry: string; key: RouteKey; url: RegExp }[] = [
  { status: '0 user not found', entry: '/narsyk?msisdn=69990000', key: 'ProtectionUserNotFound', url: /\/narsyk\/nerastas$/ },
  { status: '1 success', entry: '/narsyk', key: 'ProtectionConfirmation', url: /\/narsyk\/patvirtinimas$/ },
  { status: '2 unknown error', entry: '/narsyk?msisdn=61234574', key: 'ProtectionFailed', url: /\/narsyk\/nepavyko$/ },
  { status: '3 challenge', entry: '/narsyk?msisdn=61234568', key: 'ProtectionChallenge', url: /\/narsyk\/issukis\?msisdn=61234568$/ },
  { status: '4 auto-login disabled', entry: '/narsyk?msisdn=61234569', key: 'ProtectionDisabled', url: /\/narsyk\/isjungtas$/ },
  { status: '5 throttled', entry: '/narsyk?msisdn=61234575', key: 'ProtectionChallengeError', url: /\/narsyk\/issukis\/klaida$/ },
  { status: 'unknown (42)', entry: '/narsyk?status=42', key: 'ProtectionFailed', url: /\/narsyk\/nepavyko$/ },
];

for (const { status, entry, key, url } of STATUSES) {
  test(`entry status ${status} → ${key}`, async ({ page }) => {
    const partner: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/narsyk/auth/auto-login')) partner.push(request.url());
    });
    await page.goto(entry);
    await expect(heading(page, key)).toBeVisible();
    await expect(page).toHaveURL(url);
    // Through the partner, unless the entry was given a status to begin with.
    expect(partner.map((u) => new URL(u).searchParams.get('returnUrl'))).toEqual(entry.includes('status=') ? [] : ['/narsyk']);
    // Only a success opens the area's session.
    expect(await storedToken(page, app.tokens.protectionStorageKey!)).toEqual(key === 'ProtectionConfirmation' ? expect.any(String) : null);
  });
}

test("the area's token is kept under its own key, with a one-hour cookie, is used by its calls and never exchanged", async ({ page }) => {
  await page.clock.install();
  const exchanges: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/auth/token/exchange')) exchanges.push(request.url());
  });
  await page.goto('/narsyk');
  await expect(heading(page, 'ProtectionConfirmation')).toBeVisible();
  await expect(page.getByText(p.confirmation.lead.replace('{{phone}}', '+370 612 34567'))).toBeVisible();
  const token = await storedToken(page, app.tokens.protectionStorageKey!);
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]*$/);
  expect(await storedToken(page, app.tokens.storageKey!)).toBeNull();
  const cookie = (await page.context().cookies()).find((c) => c.name === app.tokens.protectionCookie);
  // Issue 47 F1: the cookie is the session's clock, never the token (which scripts and every request to the site would carry).
  expect(cookie!.value).not.toContain(token!.slice(0, 20));
  expect(decodeURIComponent(cookie!.value)).not.toBe(token);
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(3600 - 120);
  expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(3600);

  // The area's calls carry its token.
  const statistics = page.waitForRequest((request) => request.url().includes('/api/whalebone/incident-statistics'));
  await page.getByRole('link', { name: p.confirmation.manage }).click();
  expect(await (await statistics).headerValue('authorization')).toBe(`Bearer ${token}`);
  await expect(page.getByRole('heading', { level: 2, name: p.summary.title })).toBeVisible();
  await expect(page.getByRole('img', { name: /Sustabdytų grėsmių/ })).toBeVisible();
  expect(await audit(page)).toEqual([]);

  // Four minutes before it expires (inside the portal's exchange window) nothing exchanges it.
  await page.clock.fastForward('56:00');
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.clock.runFor(65_000);
  expect(exchanges).toEqual([]);
  expect(await storedToken(page, app.tokens.protectionStorageKey!)).toBe(token);
});

test('a 401 in the area drops its token and goes to its entry page (a new auto-login), not to the portal Login', async ({ page }) => {
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await page.goto('/narsyk');
  await expect(heading(page, 'ProtectionConfirmation')).toBeVisible();
  const first = await storedToken(page, app.tokens.protectionStorageKey!);
  await page.getByRole('link', { name: p.confirmation.manage }).click();
  // The save (PUT) is refused, not the page's own load of the filters, which may still be under way.
  await page.route('**/api/whalebone/filters', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 401, json: { errors: [{ code: 'Unauthorized' }] } }) : route.fallback(),
  );
  await page.getByText(settingsForm.entertainment.label).click();
  const partner = page.waitForRequest((request) => request.url().includes('/api/narsyk/auth/auto-login'));
  visited.length = 0;
  await page.getByRole('button', { name: settingsForm.submit }).click();
  expect((await partner).url()).toContain('returnUrl=%2Fnarsyk');
  // The partner recognises the number again: a new session of the area.
  await expect(heading(page, 'ProtectionConfirmation')).toBeVisible();
  const second = await storedToken(page, app.tokens.protectionStorageKey!);
  expect(second).toBeTruthy();
  expect(second).not.toBe(first);
  expect(visited).toContain('/narsyk/auth/auto-login');
  expect(visited.some((path) => path.startsWith(href('Login')))).toBe(false);
  expect(await storedToken(page, app.tokens.storageKey!)).toBeNull();
});

test('SMS challenge: a wrong code is said at the field, the right one opens the session; axe finds nothing', async ({ page }) => {
  await page.goto('/narsyk?msisdn=61234568');
  await expect(heading(page, 'ProtectionChallenge')).toBeVisible();
  await page.getByRole('button', { name: p.challenge.send }).click();
  const code = page.getByRole('textbox', { name: new RegExp(lt.forms['protection-sms-challenge'].code.label) });
  await code.fill('9999');
  await page.getByRole('button', { name: lt.forms['protection-sms-challenge'].submit }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await expect(code).toHaveAccessibleDescription(new RegExp(lt.validation.SmsCodeWrong.replace(/[.?]/g, '\\$&')));
  await expect(code).toHaveValue('9999');
  await expect(code).toBeFocused();
  expect(await audit(page)).toEqual([]);
  await code.fill('1234');
  await page.getByRole('button', { name: lt.forms['protection-sms-challenge'].submit }).click();
  await expect(heading(page, 'ProtectionConfirmation')).toBeVisible();
  await expect(page.getByText(p.confirmation.lead.replace('{{phone}}', '+370 612 34568'))).toBeVisible();
});

test('SMS challenge throttle: the fourth code goes to the throttle page', async ({ page }) => {
  await page.goto('/narsyk/issukis?msisdn=61234568');
  await page.getByRole('button', { name: p.challenge.send }).click();
  for (let sent = 1; sent < 4; sent += 1) {
    const resend = page.getByRole('button', { name: p.challenge.resend });
    await expect(resend).toBeEnabled();
    await resend.click();
  }
  await expect(heading(page, 'ProtectionChallengeError')).toBeVisible();
  await expect(page).toHaveURL(/\/narsyk\/issukis\/klaida$/);
  expect(await audit(page)).toEqual([]);
});

test('portal filtering area: the summary chart with its table, then saving a filter', async ({ page }) => {
  await loginAs(page, '61234568');
  await page.goto(href('SecurityFiltering'));
  await expect(page).toHaveURL(/\/pagrindinis\/narsymo-apsauga\/suvestine$/);
  const chart = page.getByRole('img', { name: /Sustabdytų grėsmių kiekvieną dieną diagrama/ });
  await expect(chart).toBeVisible();
  expect(await chart.locator('g[data-date]').count()).toBe(30);
  const table = page.getByRole('table', { name: p.summary.tableCaption });
  await expect(table.getByRole('row')).toHaveCount(31);
  const sum = await table.locator('tbody td').evaluateAll((cells) => cells.reduce((total, cell) => total + Number(cell.textContent), 0));
  await expect(page.getByText(p.summary.total.replace('{{count}}', String(sum)))).toBeVisible();

  expect(await audit(page)).toEqual([]);
  await page.getByRole('tab', { name: p.tabs.settings }).click();
  await expect(page).toHaveURL(/\/nustatymai$/);
  const entertainment = page.getByRole('switch', { name: settingsForm.entertainment.label });
  await expect(entertainment).not.toBeChecked();
  await entertainment.check();
  await page.getByRole('button', { name: settingsForm.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: p.settings.saved })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: settingsForm.entertainment.label })).toBeChecked();
});
