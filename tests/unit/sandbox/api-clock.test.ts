import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { worldStart } from '../../../src/sandbox/api-clock';
import { call, login } from './helpers';

/** The sandbox's answers say the world's time (issue 46): the portal's clock learns it from `Date`. */
describe("the sandbox's clock", () => {
  const secondsApart = (header: string | null, moment: string) => Math.abs(Date.parse(header ?? '') - Date.parse(moment)) / 1000;

  it("answers every call with its world's time in the Date header, also after a reset to another moment", async () => {
    const sandbox = createSandbox({ worlds: 'per-session', now: () => new Date('2027-03-28T00:30:00Z') });
    const cookie = 'sandbox-session=clock';
    const configs = await call(sandbox, 'GET', '/system/configs?configs=IsicPricePlanId', { cookie });
    expect(secondsApart(configs.headers.get('Date'), '2027-03-28T00:30:00Z')).toBeLessThan(5);
    await call(sandbox, 'GET', '/__sandbox/reset?at=2028-02-29T21:59:00Z', { cookie });
    const token = await login(sandbox, undefined, undefined, cookie);
    const user = await call(sandbox, 'GET', '/user-information/user', { token, cookie });
    expect(user.status).toBe(200);
    expect(secondsApart(user.headers.get('Date'), '2028-02-29T21:59:00Z')).toBeLessThan(5);
    // An error is an answer of the API too.
    const refused = await call(sandbox, 'GET', '/user-information/user', { cookie });
    expect(refused.status).toBe(401);
    expect(secondsApart(refused.headers.get('Date'), '2028-02-29T21:59:00Z')).toBeLessThan(5);
  });

  it('starts new worlds at SANDBOX_AT, and refuses a value that is not a moment', () => {
    expect(worldStart({ SANDBOX_AT: '2026-12-31T22:30:00Z' })().toISOString()).toBe('2026-12-31T22:30:00.000Z');
    expect(Math.abs(worldStart({})().getTime() - Date.now())).toBeLessThan(1000);
    expect(() => worldStart({ SANDBOX_AT: 'tomorrow' })).toThrow('SANDBOX_AT=tomorrow is not a moment: write one as 2026-11-20T08:00:00Z.');
  });
});
