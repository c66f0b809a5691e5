import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { decodeToken, encodeToken } from '../../../src/sandbox/tokens';
import { call, login, PREPAID, TEST_NOW } from './helpers';

const fresh = (tokenTtlSeconds?: number) => createSandbox({ now: () => TEST_NOW, tokenTtlSeconds });

describe('sandbox login and tokens', () => {
  it('logs the prepaid demo in with its password and issues a JWT with Msisdn, AccountID, exp, iat', async () => {
    const token = await login(fresh(), PREPAID, 'Demo1234');
    const claims = decodeToken(token)!;
    expect(token.split('.')).toHaveLength(3);
    expect(claims).toMatchObject({ Msisdn: PREPAID, AccountID: '100200300' });
    // the world's clock runs on from TEST_NOW: a loaded machine may take a second to log in
    expect(claims.iat - TEST_NOW.getTime() / 1000).toBeGreaterThanOrEqual(0);
    expect(claims.iat - TEST_NOW.getTime() / 1000).toBeLessThan(30);
    expect(claims.exp - claims.iat).toBe(3600);
  });

  it('answers a wrong password with 400 InvalidCredentialsException and records the failed attempt', async () => {
    const sandbox = fresh();
    const response = await call(sandbox, 'POST', '/auth/login', { body: { msisdn: PREPAID, password: 'Wrong1234' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Exception: 'InvalidCredentialsException' });
    const token = await login(sandbox);
    const history = (await (await call(sandbox, 'GET', '/profile/login-history', { token })).json()) as { items: { success: boolean }[] };
    expect(history.items.slice(0, 2).map((entry) => entry.success)).toEqual([true, false]);
  });

  it('rejects a malformed body with 400 and an errors array, as model validation would', async () => {
    const response = await call(fresh(), 'POST', '/auth/login', { body: { msisdn: '5123', password: 'x' } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'InvalidRequest' }] });
  });

  it('answers protected calls without a token with 401 and an ErrorResponse', async () => {
    const response = await call(fresh(), 'GET', '/user-information/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errors: [{ code: 'Unauthorized' }] });
  });

  it('answers 401 for an expired token, a forged token and a token after logout', async () => {
    const expiring = fresh(0);
    expect((await call(expiring, 'GET', '/user-information/user', { token: await login(expiring) })).status).toBe(401);

    const sandbox = fresh();
    const forged = encodeToken({ Msisdn: PREPAID, AccountID: '100200300', iat: 1, exp: 4_000_000_000, jti: 'made-up' });
    expect((await call(sandbox, 'GET', '/user-information/user', { token: forged })).status).toBe(401);

    const token = await login(sandbox);
    expect((await call(sandbox, 'GET', '/user-information/user', { token })).status).toBe(200);
    expect((await call(sandbox, 'POST', '/auth/logout', { token })).status).toBe(204);
    expect((await call(sandbox, 'GET', '/user-information/user', { token })).status).toBe(401);
  });

  it('exchanges a token for a fresh one that works, and GET /auth/token needs the SSO session a login made', async () => {
    const sandbox = fresh();
    expect((await call(sandbox, 'GET', '/auth/token')).status).toBe(401);
    const token = await login(sandbox);
    const exchanged = (await (await call(sandbox, 'POST', '/auth/token/exchange', { token })).json()) as { result: string };
    expect(exchanged.result).not.toBe(token);
    expect((await call(sandbox, 'GET', '/profile/v2/user', { token: exchanged.result })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/auth/token')).status).toBe(200);
  });

  it('logs in by SMS challenge with the sandbox code and throttles the fourth code', async () => {
    const sandbox = fresh();
    const send = () => call(sandbox, 'POST', '/auth/sms-challenge', { body: { msisdn: PREPAID } });
    expect((await send()).status).toBe(204);
    const wrong = await call(sandbox, 'POST', '/auth/sms-challenge/verify', { body: { msisdn: PREPAID, code: '9999' } });
    expect(await wrong.json()).toEqual({ Exception: 'InvalidSmsCodeException' });
    await send();
    await send();
    expect(await (await send()).json()).toEqual({ Exception: 'SmsChallengeThrottleException' });
    const verified = await call(sandbox, 'POST', '/auth/sms-challenge/verify', { body: { msisdn: PREPAID, code: '1234' } });
    expect(verified.status).toBe(200);
  });

  it('sends the must-change-password demo through the forced flow with the hash from its reminders', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234571');
    const reminders = (await (await call(sandbox, 'GET', '/user-information/action-reminders', { token })).json()) as Record<
      string,
      unknown
    >;
    expect(reminders).toMatchObject({ forceFinishPasswordRemind: true, forceFinishRegistration: false });
    const reset = await call(sandbox, 'POST', '/password/recovery/reset', {
      body: { hash: reminders.passwordConfirmHash, password: 'Naujas123' },
    });
    expect(reset.status).toBe(200);
    const after = await (await call(sandbox, 'GET', '/user-information/action-reminders', { token })).json();
    expect(after).toMatchObject({ forceFinishPasswordRemind: false, passwordConfirmHash: null });
    expect((await call(sandbox, 'POST', '/auth/login', { body: { msisdn: '61234571', password: 'Naujas123' } })).status).toBe(200);
  });
});
