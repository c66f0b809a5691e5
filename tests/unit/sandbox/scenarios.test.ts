import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW, slowDelayMs: 120 });

/** The cookie a GET /api/__sandbox/scenario/<name> sets, as the browser would send it back. */
async function scenarioCookie(sandbox: ReturnType<typeof fresh>, name: string): Promise<string> {
  const response = await call(sandbox, 'GET', `/__sandbox/scenario/${name}`);
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('sandbox fault scenarios', () => {
  it('maintenance answers every API call with 503, public or not, but not the sandbox controls', async () => {
    const sandbox = fresh();
    const cookie = await scenarioCookie(sandbox, 'maintenance');
    expect(cookie).toBe('sandbox-scenario=maintenance');
    expect((await call(sandbox, 'GET', '/elements/header', { cookie })).status).toBe(503);
    const secured = await call(sandbox, 'GET', '/user-information/user', { cookie, token: 'anything' });
    expect(secured.status).toBe(503);
    expect(await secured.json()).toMatchObject({ errors: [{ code: 'ServiceUnavailable' }] });
    expect((await call(sandbox, 'GET', '/__sandbox/outbox', { cookie })).status).toBe(200);
  });

  it('expired-session answers 401 to calls with a token and lets anonymous calls through', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const cookie = await scenarioCookie(sandbox, 'expired-session');
    expect((await call(sandbox, 'GET', '/profile/v2/user', { cookie, token })).status).toBe(401);
    expect((await call(sandbox, 'GET', '/elements/footer', { cookie })).status).toBe(200);
  });

  it('forbidden answers 403 to calls with a token', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const cookie = await scenarioCookie(sandbox, 'forbidden');
    expect((await call(sandbox, 'GET', '/payment/payments/card', { cookie, token })).status).toBe(403);
  });

  it('slow delays the answer and then answers normally', async () => {
    const sandbox = fresh();
    const cookie = await scenarioCookie(sandbox, 'slow');
    const started = performance.now();
    const response = await call(sandbox, 'GET', '/elements/slides', { cookie });
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
  });

  it('none clears the cookie; unknown names are refused', async () => {
    const sandbox = fresh();
    const cleared = await call(sandbox, 'GET', '/__sandbox/scenario/none');
    expect(cleared.headers.get('set-cookie')).toMatch(/sandbox-scenario=;.*Max-Age=0/);
    expect((await call(sandbox, 'GET', '/__sandbox/scenario/earthquake')).status).toBe(404);
  });

  it('setScenario faults every request without a cookie (component tests), and reset() ends it', async () => {
    const sandbox = fresh();
    sandbox.setScenario('server-error');
    expect((await call(sandbox, 'GET', '/shortlinks')).status).toBe(500);
    sandbox.reset();
    expect((await call(sandbox, 'GET', '/shortlinks')).status).toBe(200);
  });
});
