import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const worldOf = (sandbox: ReturnType<typeof fresh>) => sandbox.context.world(new Request('http://localhost/'));
const delivery = { firstName: 'Rūta', lastName: 'Kazlauskienė', email: 'ruta@example.lt', location: 1 };
const order = (sandbox: ReturnType<typeof fresh>, body: object) =>
  call(sandbox, 'POST', '/airpod/order', { body: { transactionId: 'AP-VALID', prizeId: 1, ...delivery, paymentMethod: 2, ...body } });

describe('sandbox earphone and item-purchase campaigns', () => {
  it("finds a transaction by id, or the logged-in customer's own, and needs one of the two", async () => {
    const sandbox = fresh();
    expect(await (await call(sandbox, 'GET', '/airpod/transaction/valid', { query: { transactionId: 'AP-USED' } })).json()).toEqual({
      transactionId: 'AP-USED',
      status: 0,
      msisdn: '61234568',
    });
    expect((await call(sandbox, 'GET', '/airpod/transaction/valid')).status).toBe(401);
    const token = await login(sandbox);
    expect(await (await call(sandbox, 'GET', '/airpod/transaction/valid', { token })).json()).toMatchObject({
      transactionId: 'AP-VALID',
      status: 1,
    });
  });

  it("pays an order from the balance only when it covers the price, with the amounts in the language's format", async () => {
    const sandbox = fresh();
    const response = await order(sandbox, { paymentMethod: 0 });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Exception: 'InsufficientBalanceException', Arguments: ['99,00', '12,45'] });
    expect(worldOf(sandbox).airpods.transactions.get('AP-VALID')!.status).toBe(1);
  });

  it('orders with the saved card once: the transaction is used and the delivery stored', async () => {
    const sandbox = fresh();
    expect(await (await order(sandbox, {})).json()).toEqual({ orderId: 'AO5001', redirectUrl: null });
    expect(await (await call(sandbox, 'GET', '/airpod/shipment/AP-VALID')).json()).toEqual({ transactionId: 'AP-VALID', ...delivery });
    expect(await (await order(sandbox, {})).json()).toEqual({ Exception: 'TransactionAlreadyUsedException' });
  });

  it('sends a new-card order to the payment page; its answer places the order, or leaves the offer for another try', async () => {
    const sandbox = fresh();
    const pay = async () => {
      const response = await call(sandbox, 'POST', '/airpod/order', {
        language: 'en',
        body: { transactionId: 'AP-VALID', prizeId: 2, ...delivery, paymentMethod: 1 },
      });
      const { redirectUrl } = (await response.json()) as { redirectUrl: string };
      expect(new URL(redirectUrl).pathname).toMatch(/^\/api\/__sandbox\/payment-gateway\/A\d+$/);
      expect(worldOf(sandbox).airpods.transactions.get('AP-VALID')!.status).toBe(1);
      return redirectUrl;
    };
    const answer = async (gateway: string, decision: string) => {
      const back = new URL(
        (await call(sandbox, 'GET', `${new URL(gateway).pathname.slice(4)}/${decision}`)).headers.get('location')!,
        'http://localhost',
      );
      return `${back.pathname}${back.search}`;
    };
    expect(await answer(await pay(), 'decline')).toBe('/en/campaign/earphones/order/failure?transactionId=AP-VALID');
    expect(worldOf(sandbox).airpods.transactions.get('AP-VALID')).toMatchObject({ status: 1, order: null, shipment: delivery });
    // two tabs pay the same offer: the first approval places the order, the second is refused, not taken twice
    const [first, second] = [await pay(), await pay()];
    expect(await answer(first, 'approve')).toBe('/en/campaign/earphones/order/success');
    expect(worldOf(sandbox).airpods.transactions.get('AP-VALID')).toMatchObject({ status: 0, order: { prizeId: 2, paymentMethod: 1 } });
    const placed = worldOf(sandbox).airpods.transactions.get('AP-VALID')!.order;
    expect(await answer(second, 'approve')).toBe('/en/campaign/earphones/order/failure?transactionId=AP-VALID');
    expect(worldOf(sandbox).airpods.transactions.get('AP-VALID')!.order).toBe(placed);
  });

  it('refuses an item that is no longer sold', async () => {
    expect(await (await order(fresh(), { prizeId: 4 })).json()).toEqual({ Exception: 'PrizeNotAvailableException' });
  });

  it('gives free earphones only to a promo transaction', async () => {
    const sandbox = fresh();
    const ship = (transactionId: string) => call(sandbox, 'POST', '/airpod/shipment', { body: { transactionId, ...delivery } });
    expect(await (await ship('AP-VALID')).json()).toEqual({ Exception: 'TransactionNotPromoException' });
    expect((await ship('AP-PROMO')).status).toBe(204);
    expect(await (await ship('AP-PROMO')).json()).toEqual({ Exception: 'TransactionAlreadyUsedException' });
  });

  it('shows the balance and card of the account behind a transaction; no card answers 204', async () => {
    const sandbox = fresh();
    expect(await (await call(sandbox, 'GET', '/airpod/balance/AP-VALID')).json()).toEqual({ amount: 12.45 });
    expect(await (await call(sandbox, 'GET', '/airpod/card/AP-USED')).json()).toMatchObject({ number: '414720******1881', status: 0 });
    expect(await (await call(sandbox, 'GET', '/airpod/card/AP-PROMO')).json()).toMatchObject({ status: 1 });
    expect(await (await call(sandbox, 'GET', '/airpod/card/IP-1002')).json()).toMatchObject({ status: 1 }); // waiting card
    worldOf(sandbox).cards.delete('61234567');
    expect((await call(sandbox, 'GET', '/airpod/card/AP-VALID')).status).toBe(204);
  });

  it('fetches an item-purchase transaction with its item, only under its own campaign name', async () => {
    const sandbox = fresh();
    expect(await (await call(sandbox, 'GET', '/airpod/transaction/sim/IP-1001')).json()).toEqual({
      transactionId: 'IP-1001',
      campaignName: 'sim',
      status: 1,
      prize: { type: 'FSG', id: 3, name: 'Samsung Galaxy Buds3', price: 79, isActive: true },
    });
    expect((await call(sandbox, 'GET', '/airpod/transaction/AirPods/IP-1001')).status).toBe(404);
  });
});
