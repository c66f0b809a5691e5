import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const POSTPAID = '61234568';
const fresh = () => createSandbox({ now: () => TEST_NOW });
const worldOf = (sandbox: ReturnType<typeof fresh>) => sandbox.context.world(new Request('http://localhost/'));
type Listed = { id: string; paid: boolean; paidOn: string | null; amount: number };

/** Issue 35: an invoice is paid once, by the saved card at once or on the payment page, and stays paid. */
describe('paying an invoice (POST /billing/invoices/{id}/payment)', () => {
  const invoices = async (sandbox: ReturnType<typeof fresh>, token: string) =>
    (await (await call(sandbox, 'GET', '/billing/invoices', { token })).json()) as Listed[];
  const pay = (sandbox: ReturnType<typeof fresh>, token: string, id: string, method: string) =>
    call(sandbox, 'POST', `/billing/invoices/${id}/payment`, { token, body: { method } });

  it('pays with the saved card at once; the invoice stays paid, the history lists it, a second payment is refused', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, POSTPAID);
    const open = (await invoices(sandbox, token)).find((invoice) => !invoice.paid)!;
    const answer = (await (await pay(sandbox, token, open.id, 'card-refill')).json()) as { redirectUrl: string };
    expect(answer.redirectUrl).toBe(`/pagrindinis/saskaitos-ir-mokejimai/apmokejimas/success?invoiceId=${open.id}`);
    expect((await invoices(sandbox, token)).find((invoice) => invoice.id === open.id)).toMatchObject({ paid: true });
    const history = (await (await call(sandbox, 'GET', '/billing/payments', { token })).json()) as { id: string; method: string }[];
    expect(history[0]).toMatchObject({ id: `P-${open.id}`, method: 'card-refill' });
    expect(await (await pay(sandbox, token, open.id, 'bank')).json()).toEqual({ Exception: 'InvoiceAlreadyPaidException' });
  });

  it('sends a card or bank payment to the payment page: declined, the invoice stays unpaid; approved, it is paid, never twice', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, POSTPAID);
    const open = (await invoices(sandbox, token)).find((invoice) => !invoice.paid)!;
    const first = (await (await pay(sandbox, token, open.id, 'bank')).json()) as { paymentId: string; redirectUrl: string };
    expect(first.redirectUrl).toMatch(/\/api\/__sandbox\/payment-gateway\/V\d+$/);
    const declined = await call(sandbox, 'GET', `/__sandbox/payment-gateway/${first.paymentId}/decline`);
    expect(declined.headers.get('Location')).toMatch(/\/pagrindinis\/saskaitos-ir-mokejimai\/apmokejimas\/failure\?invoiceId=/);
    expect((await invoices(sandbox, token)).find((invoice) => invoice.id === open.id)).toMatchObject({ paid: false });

    const card = (await (await pay(sandbox, token, open.id, 'card')).json()) as { paymentId: string };
    const bank = (await (await pay(sandbox, token, open.id, 'bank')).json()) as { paymentId: string };
    const approved = await call(sandbox, 'GET', `/__sandbox/payment-gateway/${card.paymentId}/approve`);
    expect(approved.headers.get('Location')).toMatch(/\/apmokejimas\/success\?invoiceId=/);
    // The second payment page, approved after the first: the invoice is paid already, so it is declined.
    const again = await call(sandbox, 'GET', `/__sandbox/payment-gateway/${bank.paymentId}/approve`);
    expect(again.headers.get('Location')).toMatch(/\/apmokejimas\/failure\?invoiceId=/);
    expect(worldOf(sandbox).invoicePayments.get(open.id)).toMatchObject({ method: 'card' });
  });

  it("refuses a saved card that cannot pay, and an invoice that is not the caller's", async () => {
    const sandbox = fresh();
    const token = await login(sandbox, POSTPAID);
    worldOf(sandbox).cards.get(POSTPAID)!.status = 1;
    const open = (await invoices(sandbox, token)).find((invoice) => !invoice.paid)!;
    expect(await (await pay(sandbox, token, open.id, 'card-refill')).json()).toEqual({ Exception: 'CardNotFoundException' });
    expect((await pay(sandbox, token, 'PS-000000-0000', 'bank')).status).toBe(404);
  });
});
