import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, PREPAID } from './helpers';
import { allOperations } from './openapi-walk';

/**
 * Issue 47 F1, campaign seed §6 "The browsing-protection session has its own token": spec/api says which calls it
 * opens (`protectionAuth`), and the sandbox answers as a real API would be asked to: 401 to it on any other call
 * that needs a session, so it can neither pay from the saved card nor read the account.
 */
const operations = allOperations();
const securedBy = (entry: (typeof operations)[number]) => (entry.operation.security ?? []).flatMap((r) => Object.keys(r));
const required = operations.filter((entry) => {
  const requirements = entry.operation.security ?? [];
  return requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
});
const filled = (path: string) => path.replace(/\{\w+\}/g, 'X1');

async function protectionToken(sandbox: ReturnType<typeof createSandbox>): Promise<string> {
  // The network recognises the browser's SIM: the entry's auto-login opens the area's session, whose token it fetches.
  await call(sandbox, 'GET', '/narsyk/auth/auto-login?returnUrl=/narsyk');
  const answer = await call(sandbox, 'GET', '/narsyk/auth/token');
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { result: string }).result;
}

describe("the browsing-protection area's token opens its own calls only", () => {
  it("spec/api names the calls it opens: the area's statistics and filters", () => {
    expect(
      operations.filter((entry) => securedBy(entry).includes('protectionAuth')).map((e) => `${e.method.toUpperCase()} ${e.path}`),
    ).toEqual(['GET /whalebone/filters', 'PUT /whalebone/filters', 'GET /whalebone/incident-statistics']);
  });

  it.each(
    required
      .filter((entry) => !securedBy(entry).includes('protectionAuth'))
      .map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const),
  )('%s answers 401 to it', async (_, entry) => {
    const sandbox = createSandbox();
    const token = await protectionToken(sandbox);
    const answer = await call(sandbox, entry.method.toUpperCase(), filled(entry.path), {
      token,
      body: entry.method === 'get' ? undefined : {},
    });
    expect(answer.status).toBe(401);
  });

  it('pays nothing and reads no account with it, while the portal token does; the area reads its statistics', async () => {
    const sandbox = createSandbox();
    const token = await protectionToken(sandbox);
    const refill = { phone: PREPAID, amount: 10, method: 'card-refill' };
    expect((await call(sandbox, 'POST', '/payment/v2/payments/refill', { token, body: refill })).status).toBe(401);
    expect((await call(sandbox, 'GET', '/user-information/user', { token })).status).toBe(401);
    expect((await call(sandbox, 'GET', '/whalebone/incident-statistics', { token })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/whalebone/filters', { token })).status).toBe(200);
    const portal = await login(sandbox, PREPAID);
    expect((await call(sandbox, 'GET', '/user-information/user', { token: portal })).status).toBe(200);
    expect((await call(sandbox, 'GET', '/whalebone/incident-statistics', { token: portal })).status).toBe(200);
  });
});

describe("a logout of the portal ends the area's session of the same number", () => {
  it("refuses the area's token afterwards, and gives no new one", async () => {
    const sandbox = createSandbox();
    const token = await protectionToken(sandbox);
    const portal = await login(sandbox, '61234567');
    expect((await call(sandbox, 'POST', '/auth/logout', { token: portal })).status).toBe(204);
    expect((await call(sandbox, 'GET', '/whalebone/filters', { token })).status).toBe(401);
    expect((await call(sandbox, 'GET', '/narsyk/auth/token')).status).toBe(401);
  });
});
