import type { Examples, ExampleEnv } from './types';

const SUMMER_DAY = new Date('2023-07-15T12:00:00+03:00');

const DELIVERY = { fullName: 'Rūta Kazlauskienė', email: 'ruta.kazlauskiene@example.lt', postCode: 'LT-07150', deliveryLocation: 1 };

async function ok(response: Response): Promise<void> {
  if (!response.ok) throw new Error(`prepare: ${response.status} ${await response.text()}`);
}

/** The prepaid demo's bottle (winning 1) with its delivery details stored, so a code and a link wait. */
async function shipped(env: ExampleEnv): Promise<void> {
  await ok(
    await env.call('POST', '/awards-campaign/shipment', { token: env.token ?? (await env.login()), body: { ...DELIVERY, winningId: 1 } }),
  );
}

/** Valid calls of the campaign side's operations (refill game, awards, earphones, banners, newsletter, narsyk). */
export const campaignExamples: Examples = {
  getCampaignTransaction: { params: { id: 'PRIZE-PLAN' } },
  createCampaignSignup: { params: { campaignName: 'ukraine' } },
  spinCampaignTransaction: { params: { id: 'PRIZE-PHONE' } },
  createCampaignShipment: {
    params: { id: 'PRIZE-PHONE' },
    body: { name: 'Rūta', surname: 'Kazlauskienė', locationId: 3, personCode: '38501011234', address: 'Laisvės al. 10-5, Kaunas' },
    prepare: async (env) => ok(await env.call('POST', '/campaign/transactions/PRIZE-PHONE/spin')),
  },

  updateAwardsActions: { body: { medalType: 'SocialNetworkOrder', sourceId: 1 } },
  saveAwardsConsents: { body: { consents: [{ consentType: 'ThirdParty', status: 1 }] } },
  purchaseAwardsPrize: { params: { id: 2 } },
  startAwardsGame: { body: { prizeId: 1 } },
  confirmAwardsWinning: { params: { id: 3 } },
  createAwardsShipment: { body: { ...DELIVERY, winningId: 1 } },
  confirmAwardsEmail: { body: { code: '1234', email: DELIVERY.email }, prepare: shipped },
  confirmAwardsEmailLink: {
    prepare: async (env) => {
      await shipped(env);
      const winning = env.world.awards.accounts.get('61234567')!.winnings.find((candidate) => candidate.winningId === 1)!;
      return { params: { userId: env.world.subscribers.get('61234567')!.accountId, hash: winning.shipment!.linkHash } };
    },
  },

  getAirpodValidTransaction: { query: { transactionId: 'AP-VALID' } },
  getItemPurchaseTransaction: { params: { campaignName: 'sim', transactionId: 'IP-1001' } },
  getAirpodBalance: { params: { id: 'AP-VALID' } },
  getAirpodCard: { params: { id: 'AP-VALID' } },
  getAirpodShipment: { params: { id: 'AP-USED' } },
  createAirpodShipment: {
    body: { transactionId: 'AP-PROMO', firstName: 'Aistė', lastName: 'Vaitkutė', email: 'aiste.v@example.com', location: 2 },
  },
  createAirpodOrder: {
    body: {
      transactionId: 'AP-VALID',
      prizeId: 1,
      firstName: 'Rūta',
      lastName: 'Kazlauskienė',
      email: 'ruta.kazlauskiene@example.lt',
      location: 1,
      paymentMethod: 2,
    },
  },

  purchaseItemPlan: { params: { campaignName: 'sim', transactionId: 'IP-1001' }, body: { paymentMethod: 1 } },

  // The summer game (a draw campaign) sells and draws only inside summer 2023: these worlds run then.
  purchaseCampaignItem: {
    params: { campaignName: 'shake' },
    body: { itemId: 1, paymentMethod: 0 },
    prepare: async (env) => void (env.world.clock = () => SUMMER_DAY),
  },
  drawCampaignPrize: {
    params: { campaignName: 'shake', drawId: 'D-1' },
    prepare: async (env) => void (env.world.clock = () => SUMMER_DAY),
  },
  getCampaignDraws: { params: { campaignName: 'shake' }, prepare: async (env) => void (env.world.clock = () => SUMMER_DAY) },

  orderIsicPlan: { body: { planId: 90, isicNumber: 'S420123456789A', firstName: 'Rūta', lastName: 'Kazlauskienė' } },

  orderNewsletter: { body: { email: 'naujas.skaitytojas@example.lt' } },

  startNarsykAutoLogin: { query: { returnUrl: '/narsyk' }, status: 302 },
  getNarsykToken: { prepare: async (env) => void (await env.call('GET', '/narsyk/auth/auto-login')) },
  sendNarsykSmsChallenge: { body: { msisdn: '61234568' } },
  verifyNarsykSmsChallenge: {
    body: { msisdn: '61234568', code: '1234' },
    prepare: async (env) => ok(await env.call('POST', '/narsyk/auth/sms-challenge', { body: { msisdn: '61234568' } })),
  },
  updateProtectionFilters: {
    body: {
      providerId: 1,
      filters: [0, 1, 2, 3, 4].map((type) => ({ type, isEnabled: type !== 2 })),
      allowedDomains: ['pulsas.lt', 'mokykla.lt'],
    },
  },
};
