import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { creditRefill } from '../../../src/sandbox/world/refills';
import { call, login, PREPAID, TEST_NOW } from './helpers';

const fresh = () => createSandbox({ now: () => TEST_NOW });
const worldOf = (sandbox: ReturnType<typeof fresh>) => sandbox.context.world(new Request('http://localhost/'));
const spin = (sandbox: ReturnType<typeof fresh>, id: string) => call(sandbox, 'POST', `/campaign/transactions/${id}/spin`);

describe('sandbox refill prize game', () => {
  it('lists one campaign in each status, the game window being the refill campaign config', async () => {
    const sandbox = fresh();
    const campaigns = (await (await call(sandbox, 'GET', '/campaign/active')).json()) as {
      name: string;
      status: number;
      activeFrom: string;
    }[];
    expect(campaigns.map((campaign) => [campaign.name, campaign.status])).toEqual([
      ['prize', 1],
      ['wheel', 1],
      ['AirPods', 1],
      ['sim', 2],
      ['shake', 0],
    ]);
    const config = JSON.parse(worldOf(sandbox).configs.get('RefillCampaignConfig')!) as { activeFrom: string };
    expect(new Date(campaigns[0]!.activeFrom).getTime()).toBe(new Date(config.activeFrom).getTime());
  });

  it('hides the prize until the spin, then answers it; the spin uses the transaction up', async () => {
    const sandbox = fresh();
    const before = await (await call(sandbox, 'GET', '/campaign/transactions/PRIZE-PHONE')).json();
    expect(before).toEqual({
      transactionId: 'PRIZE-PHONE',
      refilledAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      amount: 10,
      prizeId: null,
      name: null,
      typeId: null,
      isSpecial: false,
      status: 2,
      isShipped: false,
    });
    const won = await (await spin(sandbox, 'PRIZE-PHONE')).json();
    expect(won).toMatchObject({ prizeId: 401, typeId: 4, isSpecial: true, status: 0 });
    const again = await spin(sandbox, 'PRIZE-PHONE');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ Exception: 'CampaignTransactionUsedException' });
  });

  it('has demo transactions whose spins cover every prize type, named in the request language', async () => {
    const sandbox = fresh();
    const results = [];
    for (const id of ['PRIZE-PLAN', 'PRIZE-VAS', 'PRIZE-PHYSICAL', 'PRIZE-PHONE', 'PRIZE-NOTHING']) {
      results.push(
        (await (await call(sandbox, 'POST', `/campaign/transactions/${id}/spin`, { language: 'en' })).json()) as {
          typeId: number;
          name: string;
        },
      );
    }
    expect(results.map((result) => result.typeId)).toEqual([1, 2, 3, 4, 5]);
    expect(results[2]!.name).toBe('Pulsas backpack');
  });

  it("lists only the logged-in customer's unplayed transactions, and needs a token for that", async () => {
    const sandbox = fresh();
    expect((await call(sandbox, 'GET', '/campaign/transactions')).status).toBe(401);
    const token = await login(sandbox);
    await spin(sandbox, 'PRIZE-PLAN');
    const list = (await (await call(sandbox, 'GET', '/campaign/transactions', { token })).json()) as { transactionId: string }[];
    expect(list.map((item) => item.transactionId)).toEqual(['PRIZE-VAS', 'PRIZE-PHYSICAL', 'PRIZE-PHONE', 'PRIZE-NOTHING']);
  });

  it('stores one shipment for a won phone only with personal code and address', async () => {
    const sandbox = fresh();
    const path = '/campaign/transactions/PRIZE-PHONE/shipment';
    const body = { name: 'Rūta', surname: 'Kazlauskienė', locationId: 3 };
    expect(await (await call(sandbox, 'POST', path, { body })).json()).toEqual({ Exception: 'CampaignTransactionNotPlayedException' });
    await spin(sandbox, 'PRIZE-PHONE');
    expect(await (await call(sandbox, 'POST', path, { body })).json()).toEqual({ errors: [{ code: 'PersonCodeRequired' }] });
    const full = { ...body, personCode: '38501011234', address: 'Laisvės al. 10-5, Kaunas' };
    expect((await call(sandbox, 'POST', path, { body: full })).status).toBe(204);
    expect(await (await call(sandbox, 'GET', '/campaign/transactions/PRIZE-PHONE')).json()).toMatchObject({ isShipped: true });
    expect(worldOf(sandbox).campaigns.transactions.get('PRIZE-PHONE')!.shipment).toMatchObject({
      locationId: 3,
      personCode: '38501011234',
    });
    expect(await (await call(sandbox, 'POST', path, { body: full })).json()).toEqual({ Exception: 'ShipmentAlreadyExistsException' });
  });

  it('refuses shipment of a non-physical prize and an unknown pick-up location', async () => {
    const sandbox = fresh();
    await spin(sandbox, 'PRIZE-NOTHING');
    await spin(sandbox, 'PRIZE-PHYSICAL');
    const body = { name: 'Rūta', surname: 'Kazlauskienė', locationId: 99 };
    expect(await (await call(sandbox, 'POST', '/campaign/transactions/PRIZE-NOTHING/shipment', { body })).json()).toEqual({
      Exception: 'PrizeNotShippableException',
    });
    expect(await (await call(sandbox, 'POST', '/campaign/transactions/PRIZE-PHYSICAL/shipment', { body })).json()).toEqual({
      Exception: 'LocationNotFoundException',
      Arguments: ['99'],
    });
  });

  it('turns a refill of at least 5 EUR into a playable transaction and names the campaign', () => {
    const world = worldOf(fresh());
    const small = creditRefill(world, PREPAID, 3, 'card');
    const big = creditRefill(world, PREPAID, 10, 'card');
    expect(small.campaignName).toBeNull();
    expect(big.campaignName).toBe('prize');
    expect(world.campaigns.transactions.get(big.transactionId)).toMatchObject({ msisdn: PREPAID, status: 1, spunAt: null });
  });

  it("draws a new world's first refill the backpack (the whole path to the delivery form at once), then the cycle", async () => {
    const sandbox = fresh();
    const world = worldOf(sandbox);
    const first = creditRefill(world, PREPAID, 5, 'voucher');
    const second = creditRefill(world, PREPAID, 5, 'voucher');
    expect(await (await spin(sandbox, first.transactionId)).json()).toMatchObject({ typeId: 3, name: 'Pulsas kuprinė' });
    expect(await (await spin(sandbox, second.transactionId)).json()).toMatchObject({ typeId: 1 });
  });

  it('answers 404 for an unknown transaction', async () => {
    expect((await call(fresh(), 'GET', '/campaign/transactions/NO-SUCH')).status).toBe(404);
  });
});
