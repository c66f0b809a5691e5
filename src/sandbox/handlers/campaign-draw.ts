import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import type { World } from '../world';
import { balanceOf } from '../world/balances';
import { canPay } from '../world/cards';
import {
  addPurchase,
  DRAW_CAMPAIGNS,
  draw,
  drawCampaignState,
  drawOf,
  isDrawCampaignOpen,
  itemOf,
  seedDemoDraw,
} from '../world/draw-campaigns';
import { languageOf } from '../world/i18n';
import { payFromBalance } from '../world/orders';
import { eur } from './payment-page';

function campaignOf(world: World, name: string) {
  const campaign = DRAW_CAMPAIGNS[name];
  if (!campaign) throw notFound(`Campaign ${name}`);
  seedDemoDraw(world, name);
  return campaign;
}

/** Prize-draw campaigns (the summer game): items, purchases that give draws, the draws, past winners. */
export function campaignDrawHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/campaign/{campaignName}/items', ({ request, params, response }) => {
      const campaign = campaignOf(ctx.world(request), params.campaignName);
      return response(200).json(campaign.items.map((item) => itemOf(item, languageOf(request))));
    }),

    api.post('/campaign/{campaignName}/purchases', async ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const campaign = campaignOf(world, params.campaignName);
      const { itemId, paymentMethod } = await readBody(request, 'CampaignPurchaseRequest');
      if (!isDrawCampaignOpen(world, params.campaignName)) throw exception(400, 'CampaignInactiveException');
      const item = campaign.items.find((candidate) => candidate.id === itemId);
      if (!item) throw notFound(`Item ${itemId}`);
      if (!item.isActive) throw exception(400, 'PrizeNotAvailableException');
      const { msisdn } = subscriber;
      if (paymentMethod === 0 && !payFromBalance(world, msisdn, item.price)) {
        throw exception(400, 'InsufficientBalanceException', [
          eur(item.price, language),
          eur(balanceOf(world.balances, msisdn).amount ?? 0, language),
        ]);
      }
      if (paymentMethod === 2 && !canPay(world.cards.get(msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
      const { purchaseId, drawId } = addPurchase(world, params.campaignName, msisdn, item);
      return response(200).json({ purchaseId, itemId, price: item.price, drawId });
    }),

    api.get('/campaign/{campaignName}/draws', ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      campaignOf(world, params.campaignName);
      const draws = [...drawCampaignState(world, params.campaignName).draws.values()]
        .filter((d) => d.msisdn === subscriber.msisdn)
        .reverse();
      return response(200).json(draws.map((d) => drawOf(d, language)));
    }),

    api.post('/campaign/{campaignName}/draws/{drawId}', ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      campaignOf(world, params.campaignName);
      const record = drawCampaignState(world, params.campaignName).draws.get(params.drawId);
      if (!record || record.msisdn !== subscriber.msisdn) throw notFound(`Draw ${params.drawId}`);
      if (record.status === 'drawn') throw exception(400, 'CampaignTransactionUsedException');
      if (!isDrawCampaignOpen(world, params.campaignName)) throw exception(400, 'CampaignInactiveException');
      return response(200).json(drawOf(draw(world, params.campaignName, record), language));
    }),

    api.get('/campaign/{campaignName}/winners', ({ request, params, response }) => {
      const campaign = campaignOf(ctx.world(request), params.campaignName);
      const language = languageOf(request);
      return response(200).json(
        campaign.winners.map((winner) => ({ date: winner.date, msisdn: winner.msisdn, prize: winner.prize[language] })),
      );
    }),
  ];
}
