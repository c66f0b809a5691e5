import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
/** Approves or declines a payment on the sandbox payment page and answers where the browser goes. */
async function settle(sandbox: ReturnType<typeof fresh>, redirectUrl: string, decision: 'approve' | 'decline'): Promise<string> {
  const response = await call(sandbox, 'GET', `${new URL(redirectUrl).pathname.replace('/api', '')}/${decision}`);
  expect(response.status).toBe(302);
  return new URL(response.headers.get('location')!, 'http://localhost').pathname;
}

describe('sandbox eSIM: purchase, activation code, change', () => {
  it('sells a new eSIM on the payment page: pending, then a new number with an LPA activation code valid 72 hours', async () => {
    const sandbox = fresh();
    expect(await json(await call(sandbox, 'GET', '/esim/offer'))).toEqual({ price: 5, includedBalance: 5, activationValidityHours: 72 });
    const order = await json<{ transactionId: string; status: string; redirectUrl: string }>(
      await call(sandbox, 'POST', '/esim/purchase', {
        body: { email: 'jonas@example.lt', paymentMethod: 'bank', agreement: true },
        language: 'en',
      }),
    );
    expect(order.status).toBe('pending');
    // the public QR page is reached by an id that cannot be counted to
    expect(order.transactionId).toMatch(/^E\d+-[0-9A-Z]{7}$/);
    const path = `/esim/orders/${order.transactionId}`;
    expect(await json(await call(sandbox, 'GET', path))).toMatchObject({ status: 'pending', activationCode: null, msisdn: null });

    expect(await settle(sandbox, order.redirectUrl, 'approve')).toBe(`/en/esim/purchase/qr/${order.transactionId}`);
    const ready = await json<{ msisdn: string; activationCode: string; matchingId: string; validUntil: string }>(
      await call(sandbox, 'GET', path),
    );
    expect(ready).toMatchObject({ kind: 'purchase', status: 'ready', smdpAddress: 'smdp.pulsas.lt' });
    expect(ready.activationCode).toBe(`LPA:1$smdp.pulsas.lt$${ready.matchingId}`);
    expect(new Date(ready.validUntil).getTime() - TEST_NOW.getTime()).toBeGreaterThanOrEqual(72 * 3_600_000);
    // the new number exists with the offer's balance and can register for My account
    expect(ready.msisdn).toMatch(/^677\d{5}$/);
    expect((await call(sandbox, 'POST', '/registration/enrollment', { body: { msisdn: ready.msisdn } })).status).toBe(200);
    const outbox = await json<{ to: string; text: string }[]>(await call(sandbox, 'GET', '/__sandbox/outbox'));
    expect(outbox.find((mail) => mail.to === 'jonas@example.lt')?.text).toContain(`/en/esim/purchase/qr/${order.transactionId}`);
  });

  it('marks a declined purchase failed and answers 404 NotFound for an unknown order', async () => {
    const sandbox = fresh();
    const order = await json<{ transactionId: string; redirectUrl: string }>(
      await call(sandbox, 'POST', '/esim/purchase', {
        body: { email: 'jonas@example.lt', paymentMethod: 'card', agreement: true },
      }),
    );
    expect(await settle(sandbox, order.redirectUrl, 'decline')).toBe(`/esim/pirkimas/qr/${order.transactionId}`);
    expect(await json(await call(sandbox, 'GET', `/esim/orders/${order.transactionId}`))).toMatchObject({
      status: 'failed',
      activationCode: null,
    });
    expect((await call(sandbox, 'GET', '/esim/orders/E1001')).status).toBe(404);
    // the terms must be accepted
    expect(
      (await call(sandbox, 'POST', '/esim/purchase', { body: { email: 'jonas@example.lt', paymentMethod: 'bank', agreement: false } }))
        .status,
    ).toBe(400);
  });

  it('changes the eSIM as the configured price plan: from the balance at once, refused when too low, off with ChangeESim', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234569');
    // only the configured eSIM change plan
    expect(await json(await call(sandbox, 'POST', '/esim/change', { token, body: { planId: 21, paymentMethod: 0 } }))).toEqual({
      Exception: 'PlanOrderFailedException',
    });
    const done = await json<{ transactionId: string; status: string }>(
      await call(sandbox, 'POST', '/esim/change', { token, body: { planId: 91, paymentMethod: 0 } }),
    );
    expect(done.status).toBe('completed');
    expect(await json(await call(sandbox, 'GET', `/esim/orders/${done.transactionId}`))).toMatchObject({
      kind: 'change',
      status: 'ready',
      msisdn: '61234569',
    });

    const poor = await login(sandbox, '61234570');
    expect(await json(await call(sandbox, 'POST', '/esim/change', { token: poor, body: { planId: 91, paymentMethod: 0 } }))).toEqual({
      Exception: 'InsufficientBalanceException',
      Arguments: ['2,00', '0,80'],
    });

    await call(sandbox, 'GET', '/__sandbox/features?disabled=12');
    expect(await json(await call(sandbox, 'POST', '/esim/change', { token, body: { planId: 91, paymentMethod: 0 } }))).toEqual({
      Exception: 'FeatureDisabledException',
    });
  });

  it('turns a physical SIM into an eSIM when a card payment of the change is approved', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234567');
    const pending = await json<{ transactionId: string; status: string; redirectUrl: string }>(
      await call(sandbox, 'POST', '/esim/change', {
        token,
        body: { planId: 91, paymentMethod: 1 },
      }),
    );
    expect(pending.status).toBe('pending');
    expect(await settle(sandbox, pending.redirectUrl, 'approve')).toBe(`/esim/pirkimas/qr/${pending.transactionId}`);
    expect(await json(await call(sandbox, 'GET', '/user-information/user', { token }))).toMatchObject({ isEsim: true });
  });
});
