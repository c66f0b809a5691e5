import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call } from './helpers';

/** Issue 47 F3: the API tells the refill result page what became of a refill; the page believes it, not its address. */
describe('GET /payment/v2/payments/refill/{transactionId}', () => {
  const status = async (sandbox: ReturnType<typeof createSandbox>, id: string) => {
    const answer = await call(sandbox, 'GET', `/payment/v2/payments/refill/${id}`);
    return answer.status === 200
      ? ((await answer.json()) as { status: string; amount: number; maskedMsisdn: string; campaignName: string | null })
      : answer.status;
  };
  const start = async (sandbox: ReturnType<typeof createSandbox>, amount: number) => {
    const answer = await call(sandbox, 'POST', '/payment/v2/payments/refill', { body: { phone: '61234567', amount, method: 'bank' } });
    return ((await answer.json()) as { transactionId: string }).transactionId;
  };

  it('follows a payment from the payment page to its end, the number masked', async () => {
    const sandbox = createSandbox();
    const approvedId = await start(sandbox, 12);
    expect(await status(sandbox, approvedId)).toEqual({
      transactionId: approvedId,
      status: 'pending',
      amount: 12,
      maskedMsisdn: '612***67',
      campaignName: null,
    });
    await call(sandbox, 'GET', `/__sandbox/payment-gateway/${approvedId}/approve`);
    // A refill of 5 € or more during the refill game takes part in it.
    expect(await status(sandbox, approvedId)).toMatchObject({ status: 'approved', amount: 12, campaignName: 'prize' });
    const declinedId = await start(sandbox, 7);
    await call(sandbox, 'GET', `/__sandbox/payment-gateway/${declinedId}/decline`);
    expect(await status(sandbox, declinedId)).toMatchObject({ status: 'declined', amount: 7, campaignName: null });
  });

  it('knows no transaction it did not see, and refuses an id that is not one', async () => {
    const sandbox = createSandbox();
    expect(await status(sandbox, 'FAKE1')).toBe(404);
    expect(await status(sandbox, 'a%20b')).toBe(400);
  });
});
