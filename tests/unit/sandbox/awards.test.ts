import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { call, login, PREPAID, TEST_NOW } from './helpers';

const POSTPAID = '61234568';
const fresh = () => createSandbox({ now: () => TEST_NOW });
const worldOf = (sandbox: ReturnType<typeof fresh>) => sandbox.context.world(new Request('http://localhost/'));

async function points(sandbox: ReturnType<typeof fresh>, token: string): Promise<number> {
  return ((await (await call(sandbox, 'GET', '/awards-campaign/balance', { token })).json()) as { points: number }).points;
}

describe('sandbox awards campaign', () => {
  it('buys a prize for points: the balance drops and a confirmed winning appears', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const bought = await (await call(sandbox, 'POST', '/awards-campaign/purchase/2', { token })).json();
    expect(bought).toEqual({ prizeType: 2, winningId: 4, points: 750, redirectUrl: null });
    expect(await points(sandbox, token)).toBe(750);
    const winnings = (await (await call(sandbox, 'GET', '/awards-campaign/winnings', { token })).json()) as unknown[];
    expect(winnings[0]).toEqual({
      winningId: 4,
      prizeName: 'Pulsas gertuvė',
      prizeId: 2,
      prizeType: 2,
      isConfirmed: true,
      isShipped: false,
      isEmailConfirmed: false,
    });
  });

  it('refuses a purchase the points do not cover and leaves the balance alone', async () => {
    const sandbox = fresh();
    const token = await login(sandbox, POSTPAID);
    const response = await call(sandbox, 'POST', '/awards-campaign/purchase/5', { token });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ Exception: 'InsufficientPointsException', Arguments: ['150', '40'] });
    expect(await points(sandbox, token)).toBe(40);
  });

  it("refuses inactive prizes and the wheel's empty segment", async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    for (const id of [8, 9]) {
      expect(await (await call(sandbox, 'POST', `/awards-campaign/purchase/${id}`, { token })).json()).toEqual({
        Exception: 'PrizeNotAvailableException',
      });
    }
  });

  it('sells a lottery ticket; each spin uses one; wins and misses alternate; a win awaits confirmation', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const game = () => call(sandbox, 'POST', '/awards-campaign/start-game', { token, body: { prizeId: 1 } });
    const win = (await (await game()).json()) as { prizeType: number; winning: { winningId: number; isConfirmed: boolean } };
    expect(win).toMatchObject({ prizeType: 4, winning: { isConfirmed: false } });
    expect(await (await game()).json()).toEqual({ Exception: 'LotteryTicketRequiredException' });
    expect(await (await call(sandbox, 'POST', '/awards-campaign/purchase/1', { token })).json()).toMatchObject({
      prizeType: 4,
      winningId: null,
      points: 950,
    });
    expect(await (await game()).json()).toEqual({ prizeType: 1, winning: null });
    const confirm = () => call(sandbox, 'POST', `/awards-campaign/confirm/${win.winning.winningId}`, { token });
    expect(await (await confirm()).json()).toMatchObject({ isConfirmed: true });
    expect(await (await confirm()).json()).toEqual({ Exception: 'WinningAlreadyConfirmedException' });
  });

  it('stores delivery of a confirmed physical winning and confirms its e-mail with the mailed code', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const delivery = { fullName: 'Rūta Kazlauskienė', email: 'ruta@example.lt', postCode: 'LT-07150', deliveryLocation: 1 };
    const ship = (winningId: number) => call(sandbox, 'POST', '/awards-campaign/shipment', { token, body: { ...delivery, winningId } });
    expect(await (await ship(2)).json()).toEqual({ Exception: 'PrizeNotShippableException' });
    expect(await (await ship(3)).json()).toEqual({ Exception: 'WinningNotConfirmedException' });
    expect((await ship(1)).status).toBe(204);
    expect(await (await ship(1)).json()).toEqual({ Exception: 'ShipmentAlreadyExistsException' });
    const winning = async () =>
      ((await (await call(sandbox, 'GET', '/awards-campaign/winnings', { token })).json()) as { winningId: number }[]).find(
        (w) => w.winningId === 1,
      );
    expect(await winning()).toMatchObject({ isShipped: true, isEmailConfirmed: false });
    const confirm = (code: string) => call(sandbox, 'POST', '/awards-campaign/email', { token, body: { code, email: delivery.email } });
    expect(await (await confirm('9999')).json()).toEqual({ Exception: 'InvalidEmailCodeException' });
    expect((await confirm('1234')).status).toBe(204);
    const shipment = worldOf(sandbox)
      .awards.accounts.get(PREPAID)!
      .winnings.find((winning) => winning.winningId === 1)!.shipment!;
    expect(shipment.emailConfirmed).toBe(true);
    expect(await winning()).toMatchObject({ isShipped: true, isEmailConfirmed: true });
    // The mail carries the code and the portal's page for the link.
    expect(worldOf(sandbox).auth.outbox.at(-1)).toMatchObject({ kind: 'email', to: delivery.email });
    expect(worldOf(sandbox).auth.outbox.at(-1)!.text).toMatch(/kodas 1234, arba nuoroda \/pulsas-taskai\/el-pastas\/100200300\/aw-\S+$/);
  });

  it('confirms the delivery e-mail from the mailed link without login; the link again says confirmed; after 48 hours it has expired', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const body = { fullName: 'Rūta K', email: 'ruta@example.lt', postCode: '07150', deliveryLocation: 2, winningId: 1 };
    await call(sandbox, 'POST', '/awards-campaign/shipment', { token, body });
    const shipment = worldOf(sandbox)
      .awards.accounts.get(PREPAID)!
      .winnings.find((winning) => winning.winningId === 1)!.shipment!;
    const link = (hash = shipment.linkHash) => call(sandbox, 'POST', `/awards-campaign/email/100200300/${hash}`);
    expect(await (await link('aw-unknown')).json()).toEqual({ Exception: 'InvalidConfirmationLinkException' });
    shipment.linkSentAt = new Date(shipment.linkSentAt.getTime() - 49 * 3_600_000);
    expect(await (await link()).json()).toEqual({ Exception: 'ConfirmationLinkExpiredException' });
    expect(shipment.emailConfirmed).toBe(false);
    shipment.linkSentAt = new Date();
    expect((await link()).status).toBe(204);
    expect(shipment.emailConfirmed).toBe(true);
    expect((await link()).status).toBe(204);
  });

  it('credits a reported action once and refuses actions only billing can report', async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const report = (medalType: string) =>
      call(sandbox, 'POST', '/awards-campaign/actions/update', { token, body: { medalType, sourceId: 1 } });
    const actions = (await (await report('SocialNetworkOrder')).json()) as { medalType: string; isCompleted: boolean }[];
    expect(actions.find((action) => action.medalType === 'SocialNetworkOrder')!.isCompleted).toBe(true);
    await report('SocialNetworkOrder');
    expect(await points(sandbox, token)).toBe(1300);
    expect(await (await report('Refill')).json()).toEqual({ Exception: 'ActionNotReportableException', Arguments: ['Refill'] });
  });

  it("saves consents in the subscriber's consents and pays each consent medal once", async () => {
    const sandbox = fresh();
    const token = await login(sandbox);
    const agree = {
      consents: [
        { consentType: 'ThirdParty', status: 1 },
        { consentType: 'TrafficLocation', status: 2 },
      ],
    };
    expect((await call(sandbox, 'POST', '/awards-campaign/consents', { token, body: agree })).status).toBe(204);
    await call(sandbox, 'POST', '/awards-campaign/consents', { token, body: agree });
    expect(await points(sandbox, token)).toBe(1300);
    const consents = (await (await call(sandbox, 'GET', '/consent/consents', { token })).json()) as {
      consentType: string;
      agreed: boolean | null;
    }[];
    expect(Object.fromEntries(consents.map((consent) => [consent.consentType, consent.agreed]))).toEqual({
      DirectMarketing: true,
      TrafficLocation: false,
      ThirdParty: true,
    });
  });

  it('sells a ForSale prize for euros: it needs a payment method and a saved card that can pay', async () => {
    const sandbox = fresh();
    const buy = async (msisdn: string, body?: unknown) =>
      call(sandbox, 'POST', '/awards-campaign/purchase/7', { token: await login(sandbox, msisdn), body });
    expect(await (await buy(PREPAID)).json()).toEqual({ errors: [{ code: 'PaymentMethodRequired' }] });
    expect(await (await buy('61234569', { paymentMethod: 2 })).json()).toEqual({ Exception: 'CardNotFoundException' });
    expect(await (await buy(PREPAID, { paymentMethod: 2 })).json()).toMatchObject({ prizeType: 8, points: 1250, redirectUrl: null });
    // The card page is not part of the sandbox: a new card "returns" at once to the thing's delivery form.
    expect(await (await buy(PREPAID, { paymentMethod: 1 })).json()).toMatchObject({
      winningId: 5,
      redirectUrl: '/pulsas-taskai/pristatymas/5',
    });
  });
});
