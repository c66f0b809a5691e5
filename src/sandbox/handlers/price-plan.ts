import type { HttpHandler } from 'msw';
import { FeatureId } from '../../../generated/enums';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { optionalCaller, requireCaller } from '../guard';
import { api } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import { balanceOf } from '../world/balances';
import { canPay } from '../world/cards';
import { languageOf, pick } from '../world/i18n';
import { activatePlan, payFromBalance } from '../world/orders';
import { nextId } from '../world/payments';
import { planChannels } from '../world/plans';
import { numberOf } from '../world/subscribers';
import { eur, paymentPageUrl, startPayment } from './payment-page';

/** Feature toggles that switch a way of paying off (core §3 feature ids). */
const METHOD_FEATURE = { 1: FeatureId.PpPurchaseCreditCard, 5: FeatureId.GooglePay, 6: FeatureId.ApplePay } as const;

/** Plans (public; the logged-in user's own are flagged) and plan orders. */
export function pricePlanHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/price-plan/v3/plans-channels', ({ request, response }) => {
      const world = ctx.world(request);
      const language = languageOf(request);
      const active = world.activePlans.get(optionalCaller(ctx, request)?.subscriber.msisdn ?? '') ?? [];
      return response(200).json({
        plans: world.plans.map((plan) => ({
          id: plan.id,
          code: plan.code,
          name: pick(plan.name, language),
          description: pick(plan.description, language),
          benefits: plan.benefits.map((benefit) => pick(benefit, language)),
          price: plan.price,
          oldPrice: plan.oldPrice,
          validityDays: plan.validityDays,
          displaySection: plan.displaySection,
          priority: plan.priority,
          isRecommended: plan.isRecommended,
          isActive: active.includes(plan.id),
          channels: planChannels(plan),
          paymentMethods: plan.paymentMethods,
        })),
      });
    }),

    api.post(
      '/price-plan/order',
      idempotent(ctx, async ({ request, response }) => {
        const { world, subscriber, language } = requireCaller(ctx, request);
        const body = await readBody(request, 'PlanOrderRequest');
        const plan = world.plans.find((candidate) => candidate.id === body.planId);
        if (!plan) throw exception(400, 'PlanOrderFailedException');
        const method = body.paymentMethod;
        const forOther = body.msisdn !== undefined && body.msisdn !== subscriber.msisdn;
        if (!plan.paymentMethods.includes(method) || (forOther && method === 0)) throw exception(400, 'PaymentMethodNotAllowedException');
        const target = forOther ? numberOf(world.subscribers, body.msisdn!, world.clock()) : subscriber;
        if (!target) throw exception(400, 'InvalidMsisdnException', [body.msisdn!]);
        const completed = () => {
          activatePlan(world, target.msisdn, plan);
          return response(200).json({ orderId: nextId(world.payments, 'O'), status: 'completed', redirectUrl: null });
        };
        if (method === 0) {
          // postpaid orders go on the invoice; prepaid ones are paid from the balance
          if (subscriber.customerType === 'prepaid' && !payFromBalance(world, subscriber.msisdn, plan.price)) {
            const balance = balanceOf(world.balances, subscriber.msisdn).amount ?? 0;
            throw exception(400, 'InsufficientBalanceException', [eur(plan.price, language), eur(balance, language)]);
          }
          return completed();
        }
        if (method === 2) {
          if (!canPay(world.cards.get(subscriber.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
          return completed();
        }
        const feature = METHOD_FEATURE[method as keyof typeof METHOD_FEATURE];
        const cardsOff =
          method === 1 && world.configs.get('PrepaidCardPaymentsEnabled') !== 'True' && subscriber.customerType === 'prepaid';
        if (feature === undefined) throw exception(400, 'PaymentMethodNotAllowedException');
        if (world.disabledFeatures.has(feature) || cardsOff) throw exception(400, 'FeatureDisabledException');
        const payment = startPayment(world, language, {
          kind: 'plan',
          payer: subscriber.msisdn,
          target: target.msisdn,
          amount: plan.price,
          method: method === 1 ? 'card' : method === 5 ? 'google-pay' : 'apple-pay',
          planId: plan.id,
          saveCard: body.saveCard ?? false,
          autoPayments: body.autoPayments ?? false,
        });
        return response(200).json({ orderId: payment.id, status: 'pending', redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),
  ];
}
