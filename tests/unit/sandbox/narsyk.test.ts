import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { decodeToken } from '../../../src/sandbox/tokens';
import { call, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });

async function autoLogin(sandbox: ReturnType<typeof fresh>, query: Record<string, string> = {}): Promise<string> {
  const response = await call(sandbox, 'GET', '/narsyk/auth/auto-login', { query });
  expect(response.status).toBe(302);
  return response.headers.get('Location')!;
}

async function token(sandbox: ReturnType<typeof fresh>): Promise<Response> {
  return call(sandbox, 'GET', '/narsyk/auth/token');
}

describe('sandbox browsing-protection entry', () => {
  it("recognises the network's number, returns with status 1 and then issues that number's token", async () => {
    const sandbox = fresh();
    expect((await token(sandbox)).status).toBe(401);
    expect(await autoLogin(sandbox)).toBe('/narsyk?status=1');
    const { result } = (await (await token(sandbox)).json()) as { result: string };
    expect(decodeToken(result)).toMatchObject({ Msisdn: '61234567' });
  });

  it('answers each entry status by number and keeps the return path on this site', async () => {
    const sandbox = fresh();
    expect(await autoLogin(sandbox, { msisdn: '69990000' })).toBe('/narsyk?status=0');
    expect(await autoLogin(sandbox, { msisdn: '61234574' })).toBe('/narsyk?status=2');
    expect(await autoLogin(sandbox, { msisdn: '61234568', returnUrl: '/en/narsyk' })).toBe('/en/narsyk?status=3&msisdn=61234568');
    expect(await autoLogin(sandbox, { msisdn: '61234569', returnUrl: '//evil.example' })).toBe('/narsyk?status=4');
    expect(await autoLogin(sandbox, { msisdn: '61234575' })).toBe('/narsyk?status=5');
  });

  it('opens the session with the SMS code; a wrong code does not', async () => {
    const sandbox = fresh();
    const body = { msisdn: '61234568' };
    expect((await call(sandbox, 'POST', '/narsyk/auth/sms-challenge', { body })).status).toBe(204);
    const verify = (code: string) => call(sandbox, 'POST', '/narsyk/auth/sms-challenge/verify', { body: { ...body, code } });
    expect(await (await verify('9999')).json()).toEqual({ Exception: 'InvalidSmsCodeException' });
    const { result } = (await (await verify('1234')).json()) as { result: string };
    expect(decodeToken(result)).toMatchObject({ Msisdn: '61234568' });
    expect((await token(sandbox)).status).toBe(200);
  });

  it('throttles a fourth SMS challenge, and the auto-login then answers status 5', async () => {
    const sandbox = fresh();
    const send = () => call(sandbox, 'POST', '/narsyk/auth/sms-challenge', { body: { msisdn: '61234568' } });
    for (let sent = 0; sent < 3; sent += 1) expect((await send()).status).toBe(204);
    expect(await (await send()).json()).toEqual({ Exception: 'SmsChallengeThrottleException' });
    expect(await autoLogin(sandbox, { msisdn: '61234568' })).toBe('/narsyk?status=5');
  });
});

describe('sandbox browsing-protection filters', () => {
  it("reads and changes the filters with the entry's token; the security filter stays on", async () => {
    const sandbox = fresh();
    await autoLogin(sandbox);
    const { result } = (await (await token(sandbox)).json()) as { result: string };
    const current = await (await call(sandbox, 'GET', '/whalebone/filters', { token: result })).json();
    expect(current).toEqual({
      providerId: 1,
      allowedDomains: ['pulsas.lt'],
      filters: [0, 1, 2, 3, 4].map((type) => ({ type, isEnabled: type !== 2 })),
    });
    const change = (enabled: number[]) =>
      call(sandbox, 'PUT', '/whalebone/filters', {
        token: result,
        body: {
          providerId: 1,
          allowedDomains: ['Mokykla.lt'],
          filters: [0, 1, 2, 3, 4].map((type) => ({ type, isEnabled: enabled.includes(type) })),
        },
      });
    expect(await (await change([1, 2])).json()).toEqual({ Exception: 'SecurityFilterRequiredException' });
    expect(await (await change([0, 2])).json()).toEqual({
      providerId: 1,
      allowedDomains: ['mokykla.lt'],
      filters: [0, 1, 2, 3, 4].map((type) => ({ type, isEnabled: type === 0 || type === 2 })),
    });
    expect(await (await call(sandbox, 'GET', '/whalebone/filters', { token: result })).json()).toMatchObject({
      allowedDomains: ['mokykla.lt'],
    });
    expect((await call(sandbox, 'GET', '/whalebone/incident-statistics', { token: result })).status).toBe(200);
  });
});
