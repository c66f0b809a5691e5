import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { balanceOf } from '../world/balances';
import { checkIsicCard, isicOrders } from '../world/isic';
import { activatePlan, payFromBalance } from '../world/orders';
import { addDays } from '../world/time';
import { eur } from './payment-page';

/** POST /price-plan/isic/order: the configured ISIC plan, inside the configured validity dates, with a valid card. */
export function isicHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.post('/price-plan/isic/order', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { planId, isicNumber, firstName, lastName } = await readBody(request, 'IsicOrderRequest');
      const from = new Date(world.configs.get('IsicValidFrom') ?? 0);
      const to = new Date(world.configs.get('IsicValidTo') ?? 0);
      const now = world.clock();
      if (now < from || now > to) throw exception(400, 'CampaignInactiveException');
      const plan = world.plans.find((candidate) => candidate.id === planId);
      if (!plan || String(planId) !== world.configs.get('IsicPricePlanId')) throw notFound(`Plan ${planId}`);
      if (checkIsicCard(isicNumber) !== 'valid') throw exception(400, 'InvalidIsicNumberException', [isicNumber.toUpperCase()]);
      const { msisdn } = subscriber;
      const postpaid = subscriber.customerType === 'postpaid';
      if (!postpaid && !payFromBalance(world, msisdn, plan.price)) {
        throw exception(400, 'InsufficientBalanceException', [
          eur(plan.price, language),
          eur(balanceOf(world.balances, msisdn).amount ?? 0, language),
        ]);
      }
      activatePlan(world, msisdn, plan);
      const list = isicOrders(world);
      const orderId = `ISIC-${7000 + list.length + 1}`;
      list.push({ orderId, msisdn, isicNumber: isicNumber.toUpperCase(), firstName, lastName, at: now });
      const validUntil = plan.validityDays === null ? null : addDays(now, plan.validityDays).toISOString();
      return response(200).json({ orderId, planId, validUntil });
    }),
  ];
}
