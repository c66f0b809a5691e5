import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { orderHistory, type CustomerOrderState } from '../../../src/sandbox/world/customer-orders';
import { dailyDataOf, usageOf } from '../../../src/sandbox/world/usage';
import { call, login, PREPAID, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const FAMILY = '61234577';
const SON = '61234578';
const DAUGHTER = '61234579';

type Numbers = { msisdn: string; current: boolean; simStatus: string; customerType: string }[];

/** Issue 51: several numbers under one login, a lost SIM, My orders. */
describe('several numbers under one login (GET /account/numbers, POST /account/numbers/{msisdn}/token)', () => {
  it("lists the holder's three numbers, switches to one and back; the switched token answers for that number only", async () => {
    const sandbox = fresh();
    const token = await login(sandbox, FAMILY);
    const numbers = (await (await call(sandbox, 'GET', '/account/numbers', { token })).json()) as Numbers;
    expect(numbers.map((one) => [one.msisdn, one.customerType, one.simStatus, one.current])).toEqual([
      [FAMILY, 'postpaid', 'active', true],
      [SON, 'prepaid', 'active', false],
      [DAUGHTER, 'prepaid', 'blocked', false],
    ]);
    const switched = await call(sandbox, 'POST', `/account/numbers/${SON}/token`, { token });
    const { result: sonToken } = (await switched.json()) as { result: string };
    const user = (await (await call(sandbox, 'GET', '/user-information/user', { token: sonToken })).json()) as { msisdn: string };
    expect(user.msisdn).toBe(SON);
    // the switched token still lists the account (the login is the holder's), and switches back
    const again = (await (await call(sandbox, 'GET', '/account/numbers', { token: sonToken })).json()) as Numbers;
    expect(again.find((one) => one.current)?.msisdn).toBe(SON);
    expect(again).toHaveLength(3);
    const exchanged = (await (await call(sandbox, 'POST', '/auth/token/exchange', { token: sonToken })).json()) as { result: string };
    const back = await call(sandbox, 'POST', `/account/numbers/${FAMILY}/token`, { token: exchanged.result });
    expect(back.status).toBe(200);
  });

  it('refuses a number the account does not hold, and shows one login one number only', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, FAMILY);
    const foreign = await call(sandbox, 'POST', `/account/numbers/${PREPAID}/token`, { token });
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toEqual({ Exception: 'NumberNotInAccountException', Arguments: [PREPAID] });
    const own = await login(sandbox, PREPAID);
    const numbers = (await (await call(sandbox, 'GET', '/account/numbers', { token: own })).json()) as Numbers;
    expect(numbers.map((one) => one.msisdn)).toEqual([PREPAID]);
    expect((await call(sandbox, 'POST', `/account/numbers/${SON}/token`, { token: own })).status).toBe(400);
  });
});

describe('a lost SIM (POST /sim/block, /sim/unblock, /sim/replacement)', () => {
  it('a blocked SIM refuses top-ups and says why; the right PUK unblocks it', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    expect((await call(sandbox, 'POST', '/sim/block', { token, body: { reason: 'lost' } })).status).toBe(200);
    const again = await call(sandbox, 'POST', '/sim/block', { token, body: { reason: 'lost' } });
    expect(await again.json()).toEqual({ Exception: 'SimAlreadyBlockedException', Arguments: [PREPAID] });
    const refill = await call(sandbox, 'POST', '/payment/v2/payments/refill', { body: { phone: PREPAID, amount: 5, method: 'bank' } });
    expect(await refill.json()).toEqual({ Exception: 'SimBlockedException', Arguments: [PREPAID] });
    const voucher = await call(sandbox, 'POST', '/payment/v2/payments/voucher', { body: { phone: PREPAID, code: '1234567890123' } });
    expect(await voucher.json()).toEqual({ Exception: 'SimBlockedException', Arguments: [PREPAID] });
    const wrong = await call(sandbox, 'POST', '/sim/unblock', { token, body: { puk: '00000000' } });
    expect(await wrong.json()).toEqual({ Exception: 'InvalidPukException' });
    const puk = sandbox.context.world(new Request('http://localhost/api')).subscribers.get(PREPAID)!.pukCode!;
    const unblocked = (await (await call(sandbox, 'POST', '/sim/unblock', { token, body: { puk } })).json()) as { status: string };
    expect(unblocked.status).toBe('active');
  });

  it('charges the replacement to a prepaid balance, refusing one too low; the order shows in GET /orders', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const noAddress = await call(sandbox, 'POST', '/sim/replacement', { token, body: { delivery: 'courier', shopId: null, address: ' ' } });
    expect(await noAddress.json()).toEqual({ Exception: 'AddressRequiredException' });
    const noShop = await call(sandbox, 'POST', '/sim/replacement', { token, body: { delivery: 'shop', shopId: 99, address: null } });
    expect(await noShop.json()).toEqual({ Exception: 'LocationNotFoundException' });
    const ordered = await call(sandbox, 'POST', '/sim/replacement', { token, body: { delivery: 'shop', shopId: 2, address: null } });
    expect(await ordered.json()).toMatchObject({ kind: 'sim', status: 'paid', shopName: 'Pulsas Mega', total: 2 });
    const orders = (await (await call(sandbox, 'GET', '/orders', { token })).json()) as { kind: string }[];
    expect(orders.map((order) => order.kind)).toEqual(['sim']);
    const world = sandbox.context.world(new Request('http://localhost/api'));
    world.balances.get(PREPAID)!.amount = 1;
    const low = await call(sandbox, 'POST', '/sim/replacement', { token, body: { delivery: 'shop', shopId: 2, address: null } });
    expect(await low.json()).toEqual({ Exception: 'InsufficientBalanceException', Arguments: ['2,00', '1,00'] });
  });
});

describe('service switches (PUT /services/switches/{switchId})', () => {
  it('answers 404 for a switch the spec does not name, and changes nothing', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const unknown = await call(sandbox, 'PUT', '/services/switches/voicemail', { token, body: { enabled: false } });
    expect(unknown.status).toBe(404);
    const controls = (await (await call(sandbox, 'GET', '/services/switches', { token })).json()) as { switches: { id: string }[] };
    expect(controls.switches.map((one) => one.id)).toEqual(['roaming', 'premiumBlock']);
  });
});

describe('orders move through their states with the clock', () => {
  const order = (delivery: CustomerOrderState['delivery'], paidAt: Date | null): CustomerOrderState => ({
    id: 'O1',
    msisdn: PREPAID,
    kind: 'device',
    title: { lt: 'x', en: 'x', ru: 'x' },
    placedAt: new Date('2026-11-20T08:00:00Z'),
    paidAt,
    delivery,
    shopId: null,
    address: 'Vilnius',
    total: 1,
    instalments: null,
  });
  const statusAt = (one: CustomerOrderState, at: string) => orderHistory(one, new Date(at)).at(-1)!.status;

  it('placed until paid; a parcel sent after 3 hours and delivered 2 days later; a shop ready after 2 hours; an eSIM at once', () => {
    const paid = new Date('2026-11-20T08:05:00Z');
    expect(statusAt(order('courier', null), '2026-11-25T00:00:00Z')).toBe('placed');
    expect(statusAt(order('courier', paid), '2026-11-20T09:00:00Z')).toBe('paid');
    expect(statusAt(order('courier', paid), '2026-11-20T11:05:00Z')).toBe('sent');
    expect(statusAt(order('courier', paid), '2026-11-22T11:04:00Z')).toBe('sent');
    expect(statusAt(order('courier', paid), '2026-11-22T11:05:00Z')).toBe('delivered');
    expect(statusAt(order('shop', paid), '2026-11-20T10:05:00Z')).toBe('ready');
    expect(statusAt(order('online', paid), '2026-11-20T08:05:00Z')).toBe('delivered');
  });
});

describe("the usage statement's day-by-day data", () => {
  it('sums each Vilnius day of the month up to today, days without data at 0', async () => {
    const sandbox = fresh();
    const world = sandbox.context.world(new Request('http://localhost/api'));
    const records = usageOf(world.subscribers.get(PREPAID)!, '2026-11', TEST_NOW);
    const days = dailyDataOf(records, '2026-11', TEST_NOW);
    expect(days[0]!.date).toBe('2026-11-01');
    expect(days.at(-1)!.date).toBe('2026-11-20');
    const total = records.filter((record) => record.type === 'data').reduce((sum, record) => sum + (record.volumeKb ?? 0), 0);
    expect(days.reduce((sum, day) => sum + day.volumeKb, 0)).toBe(total);
    const october = dailyDataOf(usageOf(world.subscribers.get(PREPAID)!, '2026-10', TEST_NOW), '2026-10', TEST_NOW);
    expect(october).toHaveLength(31);
  });
});
