import type { HttpHandler } from 'msw';
import { campaigns } from '../../shared/campaign-files/every-campaign';
import { checkSignupAnswers } from '../campaign-answers';
import type { Schemas } from '../api-types';
import type { SandboxContext } from '../context';
import { errorCodes, exception, notFound } from '../errors';
import { optionalCaller, requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import type { World } from '../world';
import { campaignList, campaignRecord, isRunning, type RefillTransactionState } from '../world/campaigns';
import { languageOf, pick, type Language } from '../world/i18n';
import { isPickupLocation, PICKUP_LOCATIONS } from '../world/pickup-locations';
import { REFILL_PRIZE_TYPE, refillPrize } from '../world/refill-prizes';

/** The prize stays hidden until the spin, as the real game draws it only then. */
function transactionBody(transaction: RefillTransactionState, language: Language): Schemas['RefillCampaignTransaction'] {
  const prize = transaction.spunAt ? refillPrize(transaction.prizeId) : null;
  return {
    transactionId: transaction.transactionId,
    refilledAt: transaction.refilledAt.toISOString(),
    amount: transaction.amount,
    prizeId: prize?.id ?? null,
    name: prize ? pick(prize.name, language) : null,
    typeId: prize?.typeId ?? null,
    isSpecial: prize?.isSpecial ?? false,
    status: transaction.status,
    isShipped: transaction.shipment !== null,
  };
}

function transactionOf(world: World, id: string): RefillTransactionState {
  const transaction = world.campaigns.transactions.get(id);
  if (!transaction) throw notFound(`Transaction ${id}`);
  return transaction;
}

const PHYSICAL: readonly number[] = [REFILL_PRIZE_TYPE.Physical, REFILL_PRIZE_TYPE.PhysicalSpecial];

/** The refill prize game (campaign seed §4): a valid transaction is spun once; physical prizes are shipped. */
export function campaignHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/campaign/active', ({ request, response }) =>
      response(200).json(
        campaignList(ctx.world(request)).map((campaign) => ({
          name: campaign.name,
          status: campaign.status,
          activeFrom: campaign.activeFrom.toISOString(),
          activeTo: campaign.activeTo.toISOString(),
        })),
      ),
    ),

    api.get('/campaign/locations', ({ response }) => response(200).json([...PICKUP_LOCATIONS])),

    // Campaigns that only collect sign-ups: any campaign file's form may post here while its window is open.
    api.post('/campaign/{campaignName}/signups', async ({ request, params, response }) => {
      const world = ctx.world(request);
      const campaign = Object.values(campaigns).find((c) => c.name === params.campaignName);
      if (!campaign) throw notFound(`Campaign ${params.campaignName}`);
      const now = world.clock().getTime();
      if (now < Date.parse(campaign.activeFrom) || now > Date.parse(campaign.activeTo)) throw exception(400, 'CampaignInactiveException');
      const body = await readBody(request, 'CampaignSignupRequest');
      await checkSignupAnswers(campaign.name, body);
      const entries = world.campaigns.signups.get(campaign.name) ?? [];
      const same = (a?: string, b?: string) => !!a && !!b && a.toLowerCase() === b.toLowerCase();
      if (entries.some((e) => same(e.request.email, body.email) || same(e.request.msisdn, body.msisdn))) {
        throw exception(409, 'CampaignSignupExistsException');
      }
      const record = {
        id: `S-${campaign.name}-${entries.length + 1}`,
        campaignName: campaign.name,
        request: body,
        caller: optionalCaller(ctx, request)?.subscriber.msisdn ?? null,
        createdAt: world.clock(),
      };
      world.campaigns.signups.set(campaign.name, [...entries, record]);
      return response(201).json({ id: record.id, campaignName: record.campaignName, createdAt: record.createdAt.toISOString() });
    }),

    api.get('/campaign/transactions', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const valid = [...world.campaigns.transactions.values()].filter(
        (transaction) => transaction.msisdn === subscriber.msisdn && transaction.status !== 0,
      );
      return response(200).json(valid.map((transaction) => transactionBody(transaction, language)));
    }),

    api.get('/campaign/transactions/{id}', ({ request, params, response }) => {
      const transaction = transactionOf(ctx.world(request), params.id);
      return response(200).json(transactionBody(transaction, languageOf(request)));
    }),

    api.post('/campaign/transactions/{id}/spin', ({ request, params, response }) => {
      const world = ctx.world(request);
      const transaction = transactionOf(world, params.id);
      const now = world.clock();
      // ActiveTransactionOnly still lets earlier refills play; only an ended campaign refuses
      if (!isRunning(campaignRecord(world, 'prize'), now)) throw exception(400, 'CampaignInactiveException');
      if (transaction.status === 0) throw exception(400, 'CampaignTransactionUsedException');
      transaction.status = 0;
      transaction.spunAt = now;
      return response(200).json(transactionBody(transaction, languageOf(request)));
    }),

    api.post('/campaign/transactions/{id}/shipment', async ({ request, params, response }) => {
      const world = ctx.world(request);
      const transaction = transactionOf(world, params.id);
      const body = await readBody(request, 'RefillCampaignShipment');
      const prize = refillPrize(transaction.prizeId);
      if (!transaction.spunAt) throw exception(400, 'CampaignTransactionNotPlayedException');
      if (!PHYSICAL.includes(prize.typeId)) throw exception(400, 'PrizeNotShippableException');
      if (transaction.shipment) throw exception(400, 'ShipmentAlreadyExistsException');
      if (!isPickupLocation(body.locationId)) throw exception(400, 'LocationNotFoundException', [body.locationId]);
      // the phone is handed over only against an identity check, hence personal code and address
      const phone = prize.typeId === REFILL_PRIZE_TYPE.PhysicalSpecial;
      if (phone && !body.personCode) throw errorCodes(400, { code: 'PersonCodeRequired' });
      if (phone && !body.address) throw errorCodes(400, { code: 'AddressRequired' });
      transaction.shipment = {
        name: body.name,
        surname: body.surname,
        locationId: body.locationId,
        personCode: phone ? body.personCode! : null,
        address: phone ? body.address! : null,
        at: world.clock(),
      };
      return response(204).empty();
    }),
  ];
}
