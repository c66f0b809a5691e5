import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { PREVIEW_TOKEN } from '../../../src/sandbox/world/pages';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;

describe('sandbox world changes with the calls made', () => {
  it('PUT /profile/user changes GET /profile/v2/user; a new e-mail is unconfirmed until its link is used', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const put = await call(sandbox, 'PUT', '/profile/user', { token, body: { email: 'nauja@example.lt', language: 'ru' } });
    expect(await json(put)).toMatchObject({ email: 'nauja@example.lt', isEmailValidated: false, language: 'ru' });
    expect(await json(await call(sandbox, 'GET', '/profile/v2/user', { token }))).toMatchObject({
      email: 'nauja@example.lt',
      isEmailValidated: false,
    });

    expect((await call(sandbox, 'POST', '/profile/email/validate/send', { token })).status).toBe(204);
    const [mail] = await json<{ kind: string; text: string }[]>(await call(sandbox, 'GET', '/__sandbox/outbox'));
    const link = new URL(/\S+$/.exec(mail!.text)![0], 'http://localhost');
    expect(link.pathname).toBe('/epasto-patvirtinimas');
    const body = { U: link.searchParams.get('U'), H: link.searchParams.get('H') };
    expect((await call(sandbox, 'POST', '/profile/email/validate', { body })).status).toBe(204);
    expect(await json(await call(sandbox, 'GET', '/profile/v2/user', { token }))).toMatchObject({ isEmailValidated: true });
    // opening the used link again (a reload of the confirmation page) says the same
    expect((await call(sandbox, 'POST', '/profile/email/validate', { body })).status).toBe(204);
    // once the address changes, the link is void
    await call(sandbox, 'PUT', '/profile/user', { token, body: { email: 'kita@example.lt', language: 'ru' } });
    expect(await json(await call(sandbox, 'POST', '/profile/email/validate', { body }))).toEqual({
      Exception: 'InvalidConfirmationLinkException',
    });
  });

  it('DELETE card removes it, renewals fall back to the balance, and a card added on the payment page comes back active', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234568');
    expect(await json(await call(sandbox, 'GET', '/payment/payments/card', { token }))).toMatchObject({ status: 0, method: 1 });
    expect((await call(sandbox, 'DELETE', '/payment/payments/card', { token })).status).toBe(204);
    expect((await call(sandbox, 'GET', '/payment/payments/card', { token })).status).toBe(204);
    expect(await json(await call(sandbox, 'DELETE', '/payment/payments/card', { token }))).toEqual({ Exception: 'CardNotFoundException' });
    expect(await json(await call(sandbox, 'PUT', '/payment/payments/type', { token, body: { method: 1 } }))).toEqual({
      Exception: 'CardNotFoundException',
    });

    const { redirectUrl } = await json<{ redirectUrl: string }>(
      await call(sandbox, 'POST', '/payment/v2/payments/card', {
        token,
        body: { saveCard: true, setDefaultPayment: true, amount: '0.00' },
      }),
    );
    const approve = await call(sandbox, 'GET', `${new URL(redirectUrl).pathname.replace('/api', '')}/approve`);
    expect(approve.headers.get('location')).toMatch(/\/pagrindinis\/nustatymai\/mokejimo-korteles\?status=success$/);
    expect(await json(await call(sandbox, 'GET', '/payment/payments/card', { token }))).toMatchObject({ status: 0, method: 1 });

    // a card added from the refill page's card modal (account state Refill 2) returns to the refill page
    const fromRefill = await json<{ redirectUrl: string }>(
      await call(sandbox, 'POST', '/payment/v2/payments/card', {
        token,
        body: { saveCard: true, setDefaultPayment: false, amount: '0.00', accountState: 2 },
      }),
    );
    const back = await call(sandbox, 'GET', `${new URL(fromRefill.redirectUrl).pathname.replace('/api', '')}/approve`);
    expect(back.headers.get('location')).toMatch(/\/papildymas\?status=success$/);
  });

  it('gives cards in every status, the prepaid demo one expiring this month', async () => {
    const sandbox = fresh();
    const statuses: Record<string, unknown> = {};
    for (const msisdn of ['61234567', '61234569', '61234572', '61234573', '61234574', '61234575']) {
      const card = await json(await call(sandbox, 'GET', '/payment/payments/card', { token: await login(sandbox, msisdn) }));
      statuses[msisdn] = card.status;
      if (msisdn === '61234567') expect(card.expirationDate).toBe('11/26');
    }
    expect(statuses).toEqual({ 61234567: 0, 61234569: 1, 61234572: 2, 61234573: 3, 61234574: 4, 61234575: 5 });
  });

  it('orders a plan from the balance: the balance drops, the plan is active, its data is a bucket', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const order = await call(sandbox, 'POST', '/price-plan/order', { token, body: { planId: 21, paymentMethod: 0 } });
    expect(await json(order)).toMatchObject({ status: 'completed', redirectUrl: null });
    const buckets = await json<{ balance: { amount: number }; groups: { type: string; buckets: { name: string }[] }[] }>(
      await call(sandbox, 'GET', '/user-information/v2/grouped-buckets', { token }),
    );
    expect(buckets.balance.amount).toBe(9.46);
    expect(buckets.groups.find((group) => group.type === 'data')!.buckets.map((bucket) => bucket.name)).toContain('5 GB 7 d.');
    const { plans } = await json<{ plans: { id: number; isActive: boolean }[] }>(
      await call(sandbox, 'GET', '/price-plan/v3/plans-channels', { token }),
    );
    expect(
      plans
        .filter((plan) => plan.isActive)
        .map((plan) => plan.id)
        .sort(),
    ).toEqual([12, 21, 22]);
  });

  it('refuses a plan dearer than the balance with InsufficientBalanceException and the two amounts', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, '61234570');
    const order = await call(sandbox, 'POST', '/price-plan/order', { token, body: { planId: 52, paymentMethod: 0 } });
    expect(order.status).toBe(400);
    expect(await json(order)).toEqual({ Exception: 'InsufficientBalanceException', Arguments: ['14,99', '0,80'] });
  });

  it('redeems a voucher once; a wrong or used code is InvalidVoucherException with the code', async () => {
    const sandbox = fresh();
    const redeem = (code: string) => call(sandbox, 'POST', '/payment/v2/payments/voucher', { body: { phone: '61234567', code } });
    expect(await json(await redeem('2345678901234'))).toMatchObject({ phone: '61234567', amount: 10 });
    expect(await json(await redeem('2345678901234'))).toEqual({ Exception: 'InvalidVoucherException', Arguments: ['2345678901234'] });
    expect(await json(await redeem('1111'))).toEqual({ Exception: 'InvalidVoucherException', Arguments: ['1111'] });
    const token = await login(sandbox);
    const buckets = await json<{ balance: { amount: number } }>(
      await call(sandbox, 'GET', '/user-information/v2/grouped-buckets', { token }),
    );
    expect(buckets.balance.amount).toBe(22.45);
  });

  it('caps mobile refills at 30 EUR and refuses numbers of other operators', async () => {
    const sandbox = fresh();
    const mobile = await call(sandbox, 'POST', '/payment/v2/payments/refill', {
      body: { phone: '61234567', amount: 31, method: 'google-pay' },
    });
    expect(await json(mobile)).toEqual({ Exception: 'AmountOutOfRangeException', Arguments: ['1,00', '30,00'] });
    const other = await call(sandbox, 'POST', '/payment/v2/payments/refill', { body: { phone: '69991234', amount: 5, method: 'card' } });
    expect(await json(other)).toEqual({ Exception: 'InvalidMsisdnException', Arguments: ['69991234'] });
  });

  it('registers a new number end to end and logs it in', async () => {
    const sandbox = fresh();
    const msisdn = '61239999';
    expect(await json(await call(sandbox, 'POST', '/registration/enrollment', { body: { msisdn } }))).toMatchObject({ method: 'sms' });
    const { guid } = await json<{ guid: string }>(
      await call(sandbox, 'POST', '/registration/enrollment/confirm', { body: { msisdn, code: '1234' } }),
    );
    const early = await call(sandbox, 'POST', '/registration/password', { body: { msisdn, guid, password: 'Slaptas1' } });
    expect(await json(early)).toEqual({ Exception: 'IdentificationNotFinishedException' });
    const { workflowId, controlCode } = await json<{ workflowId: string; controlCode: string }>(
      await call(sandbox, 'POST', '/registration/identification', {
        body: { msisdn, guid, schema: 'mobile-id', personalNumber: '49001011234' },
      }),
    );
    expect(controlCode).toMatch(/^\d{4}$/);
    const poll = async () =>
      (await json(await call(sandbox, 'GET', '/registration/status', { query: { msisdn, guid, workflowId } }))).status;
    expect([await poll(), await poll()]).toEqual(['pending', 'success']);
    expect((await call(sandbox, 'POST', '/registration/password', { body: { msisdn, guid, password: 'Slaptas1' } })).status).toBe(200);
    expect(await login(sandbox, msisdn, 'Slaptas1')).toBeTruthy();
    const again = await call(sandbox, 'POST', '/registration/enrollment', { body: { msisdn } });
    expect(await json(again)).toEqual({ Exception: 'UserAlreadyExistsException' });
  });

  it('answers page metadata of hidden pages with their key, of unpublished ones with the preview token, and 404 for unknown aliases', async () => {
    const sandbox = fresh();
    const meta = (alias: string, query: Record<string, string> = {}) =>
      call(sandbox, 'GET', '/pages/metadata', { query: { alias, ...query } });
    expect(await json(await meta('/slaptas-pasiulymas', { hiddenPageKey: 'pavasaris50' }))).toMatchObject({ pageId: 103, hidden: true });
    expect(await json(await meta('/en/nauja-akcija/', { previewToken: PREVIEW_TOKEN }))).toMatchObject({
      pageId: 104,
      publishFrom: '2026-11-27T08:00:00.000Z',
    });
    expect((await meta('/nera-tokio')).status).toBe(404);
    const page = await json(await call(sandbox, 'GET', '/pages/101', { language: 'en' }));
    expect(page.content).toContain('<h2>About Pulsas</h2>');
  });
});
