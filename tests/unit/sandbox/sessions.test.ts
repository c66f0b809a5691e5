import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { createSandboxServer } from '../../../src/sandbox/node-server';
import { WorldStore } from '../../../src/sandbox/sessions';
import { createWorld } from '../../../src/sandbox/world';
import { call, login, TEST_NOW } from './helpers';

describe('sandbox worlds per browser session', () => {
  it('keeps two sessions apart: deleting a card in one leaves the other untouched', async () => {
    const sandbox = createSandbox({ worlds: 'per-session', now: () => TEST_NOW });
    const a = 'sandbox-session=a';
    const b = 'sandbox-session=b';
    const tokenA = await login(sandbox, undefined, undefined, a);
    const tokenB = await login(sandbox, undefined, undefined, b);
    expect((await call(sandbox, 'DELETE', '/payment/payments/card', { token: tokenA, cookie: a })).status).toBe(204);
    expect((await call(sandbox, 'GET', '/payment/payments/card', { token: tokenA, cookie: a })).status).toBe(204);
    expect((await call(sandbox, 'GET', '/payment/payments/card', { token: tokenB, cookie: b })).status).toBe(200);
    // a token stays with the world that issued it, whatever cookie a racing first request left behind
    expect((await call(sandbox, 'GET', '/payment/payments/card', { token: tokenA, cookie: b })).status).toBe(204);
  });

  it('GET /__sandbox/reset gives the session a fresh world', async () => {
    const sandbox = createSandbox({ worlds: 'per-session', now: () => TEST_NOW });
    const cookie = 'sandbox-session=r';
    const token = await login(sandbox, undefined, undefined, cookie);
    await call(sandbox, 'DELETE', '/payment/payments/card', { token, cookie });
    await call(sandbox, 'GET', '/__sandbox/reset', { cookie });
    const again = await login(sandbox, undefined, undefined, cookie);
    expect((await call(sandbox, 'GET', '/payment/payments/card', { token: again, cookie })).status).toBe(200);
  });

  it('GET /__sandbox/reset?at= builds the fresh world around that moment, and refuses what is not one', async () => {
    const sandbox = createSandbox({ worlds: 'per-session', now: () => TEST_NOW });
    const cookie = 'sandbox-session=t';
    const answer = await call(sandbox, 'GET', '/__sandbox/reset?at=2026-11-20T08:00:00Z', { cookie });
    expect(await answer.json()).toEqual({ reset: true, at: '2026-11-20T08:00:00.000Z' });
    expect(sandbox.store!.get('t').builtAt.toISOString()).toBe('2026-11-20T08:00:00.000Z');
    const bad = await call(sandbox, 'GET', '/__sandbox/reset?at=yesterday', { cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Not a moment: yesterday. Write one as 2026-11-20T08:00:00Z.' });
    expect(sandbox.store!.get('t').builtAt.toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });

  it('drops the least recently used world beyond its capacity', () => {
    const store = new WorldStore(() => createWorld(TEST_NOW), 2);
    const first = store.get('1');
    store.get('2');
    store.get('1');
    store.get('3');
    expect(store.size).toBe(2);
    expect(store.get('1')).toBe(first);
    expect(store.get('2')).not.toBe(first);
  });
});

describe('sandbox Node server', () => {
  const server = createSandboxServer({ now: () => TEST_NOW });
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('gives a browser an HttpOnly session cookie and keeps its world across requests', async () => {
    const first = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234567', password: 'Demo1234' }),
    });
    expect(first.status).toBe(200);
    const setCookie = first.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^sandbox-session=[\w-]+; Path=\/; HttpOnly/);
    const cookie = setCookie.split(';')[0]!;
    const { result } = (await first.json()) as { result: string };
    const headers = { Cookie: cookie, Authorization: `Bearer ${result}`, Language: 'en' };
    const user = await fetch(`${base}/api/user-information/user`, { headers });
    expect(user.status).toBe(200);
    expect(user.headers.get('set-cookie')).toBeNull();
    // a request that lost the cookie race still reaches the world that issued its token
    expect((await fetch(`${base}/api/user-information/user`, { headers: { Authorization: `Bearer ${result}` } })).status).toBe(200);
    // and a forged token is unknown everywhere
    expect(
      (await fetch(`${base}/api/user-information/user`, { headers: { Authorization: `Bearer ${result.split('.')[0]}.eyJqdGkiOiJ4In0.x` } }))
        .status,
    ).toBe(401);
  });

  it('repeats array query parameters and answers 404 with an ErrorResponse for unknown API paths', async () => {
    const configs = await fetch(`${base}/api/system/configs?configs=IsicPricePlanId&configs=WhaleboneManagementEnabled`);
    expect(await configs.json()).toEqual([
      { key: 'IsicPricePlanId', value: '90' },
      { key: 'WhaleboneManagementEnabled', value: 'True' },
    ]);
    const missing = await fetch(`${base}/api/no/such/call`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ errors: [{ code: 'NotFound' }] });
  });

  it('serves the payment page and redirects back to the portal after approval', async () => {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234567', password: 'Demo1234' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const refill = await fetch(`${base}/api/payment/v2/payments/refill`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: cookie, Language: 'en' },
      body: JSON.stringify({ phone: '61234567', amount: 5, method: 'bank' }),
    });
    const { redirectUrl, transactionId } = (await refill.json()) as { redirectUrl: string; transactionId: string };
    const page = await fetch(redirectUrl, { headers: { Cookie: cookie } });
    expect(await page.text()).toContain('Approve payment');
    const approved = await fetch(`${redirectUrl}/approve`, { headers: { Cookie: cookie }, redirect: 'manual' });
    expect(approved.status).toBe(302);
    const location = new URL(approved.headers.get('location')!, 'http://localhost');
    expect(location.pathname).toBe('/en/top-up/success');
    expect(location.searchParams.get('transactionId')).toBe(transactionId);
    expect(location.searchParams.get('phone')).toBe('61234567');
    expect(location.searchParams.get('amount')).toBe('5.00');
  });
});
