import type { HttpHandler } from 'msw';
import { FeatureId } from '../../../generated/enums';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { optionalCaller, requireCaller } from '../guard';
import { api } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import { balanceOf } from '../world/balances';
import { canPay } from '../world/cards';
import { esimOrderOf } from '../world/gateway';
import { activationCodeOf, ESIM_OFFER, esimTransactionId, settleEsimOrder, SMDP_ADDRESS, type EsimOrderState } from '../world/esim';
import { languageOf } from '../world/i18n';
import { payFromBalance } from '../world/orders';
import { nextId } from '../world/payments';
import { eur, paymentPageUrl, startPayment } from './payment-page';

const CHANGE_ESIM = FeatureId.ChangeESim;
const PREPAID_PURCHASE_CARD = FeatureId.PpPurchaseCreditCard;

function orderOf(order: EsimOrderState) {
  const ready = order.status === 'ready';
  return {
    transactionId: order.transactionId,
    kind: order.kind,
    status: order.status,
    msisdn: order.msisdn,
    activationCode: ready ? activationCodeOf(order) : null,
    smdpAddress: ready ? SMDP_ADDRESS : null,
    matchingId: ready ? order.matchingId : null,
    validUntil: ready && order.validUntil ? order.validUntil.toISOString() : null,
  };
}

/**
 * eSIM (/esim, /esim/pirkimas, /esim/keitimas): the offer, a new eSIM bought on the payment page, a
 * change of the own eSIM as the configured ESimChangePricePlanId (from the balance, the saved card or
 * the payment page), and the order's activation code for the QR page.
 */
export function esimHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/esim/offer', ({ response }) => response(200).json({ ...ESIM_OFFER })),

    api.post(
      '/esim/purchase',
      idempotent(ctx, async ({ request, response }) => {
        const world = ctx.world(request);
        const body = await readBody(request, 'EsimPurchaseRequest');
        if (body.paymentMethod === 'card' && world.disabledFeatures.has(PREPAID_PURCHASE_CARD))
          throw exception(400, 'FeatureDisabledException');
        const payment = startPayment(world, languageOf(request), {
          kind: 'esim',
          payer: optionalCaller(ctx, request)?.subscriber.msisdn ?? null,
          target: '',
          amount: ESIM_OFFER.price,
          method: body.paymentMethod,
        });
        const transactionId = esimTransactionId(payment.id);
        world.esim.orders.set(transactionId, {
          transactionId,
          paymentId: payment.id,
          kind: 'purchase',
          status: 'pending',
          msisdn: null,
          email: body.email,
          language: languageOf(request),
          matchingId: null,
          validUntil: null,
          createdAt: world.clock(),
        });
        return response(200).json({ transactionId, status: 'pending', redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),

    api.post(
      '/esim/change',
      idempotent(ctx, async ({ request, response }) => {
        const { world, subscriber, language } = requireCaller(ctx, request);
        const body = await readBody(request, 'EsimChangeRequest');
        if (world.disabledFeatures.has(CHANGE_ESIM)) throw exception(400, 'FeatureDisabledException');
        const plan = world.plans.find((candidate) => candidate.id === body.planId);
        if (!plan || String(body.planId) !== world.configs.get('ESimChangePricePlanId')) throw exception(400, 'PlanOrderFailedException');
        const method = body.paymentMethod;
        if (!plan.paymentMethods.includes(method)) throw exception(400, 'PaymentMethodNotAllowedException');

        const order: EsimOrderState = {
          transactionId: '',
          paymentId: null,
          kind: 'change',
          status: 'pending',
          msisdn: subscriber.msisdn,
          email: subscriber.email,
          language,
          matchingId: null,
          validUntil: null,
          createdAt: world.clock(),
        };
        if (method === 0 || method === 2) {
          if (method === 0 && subscriber.customerType === 'prepaid' && !payFromBalance(world, subscriber.msisdn, plan.price)) {
            const balance = balanceOf(world.balances, subscriber.msisdn).amount ?? 0;
            throw exception(400, 'InsufficientBalanceException', [eur(plan.price, language), eur(balance, language)]);
          }
          if (method === 2 && !canPay(world.cards.get(subscriber.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
          order.transactionId = esimTransactionId(nextId(world.payments, 'E'));
          world.esim.orders.set(order.transactionId, order);
          settleEsimOrder(world, order, true);
          esimOrderOf(world, subscriber.msisdn, plan.price, world.clock());
          return response(200).json({ transactionId: order.transactionId, status: 'completed', redirectUrl: null });
        }
        const cardsOff = subscriber.customerType === 'prepaid' && world.configs.get('PrepaidCardPaymentsEnabled') !== 'True';
        if (world.disabledFeatures.has(PREPAID_PURCHASE_CARD) || cardsOff) throw exception(400, 'FeatureDisabledException');
        const payment = startPayment(world, language, {
          kind: 'esim',
          payer: subscriber.msisdn,
          target: subscriber.msisdn,
          amount: plan.price,
          method: 'card',
        });
        order.paymentId = payment.id;
        order.transactionId = esimTransactionId(payment.id);
        world.esim.orders.set(order.transactionId, order);
        return response(200).json({
          transactionId: order.transactionId,
          status: 'pending',
          redirectUrl: paymentPageUrl(request, payment.id),
        });
      }),
    ),

    api.get('/esim/orders/{transactionId}', ({ request, params, response }) => {
      const order = ctx.world(request).esim.orders.get(params.transactionId);
      if (!order) throw notFound('The eSIM order');
      return response(200).json(orderOf(order));
    }),
  ];
}
