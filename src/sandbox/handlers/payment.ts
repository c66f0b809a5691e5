import type { HttpHandler } from 'msw';
import { FeatureId } from '../../../generated/enums';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import { canPay, expirationText } from '../world/cards';
import { paymentPageUrl, startPayment } from './payment-page';
import { refillHandlers } from './refill';

/** The saved card, the default payment method, card registration; refills are in refill.ts. */
export function paymentHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/payment/payments/card', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const card = world.cards.get(subscriber.msisdn);
      if (!card) return response(204).empty();
      return response(200).json({
        number: card.number,
        status: card.status,
        expirationDate: expirationText(card),
        brand: card.brand,
        method: world.paymentTypes.get(subscriber.msisdn) ?? 0,
      });
    }),

    api.delete('/payment/payments/card', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      if (!world.cards.delete(subscriber.msisdn)) throw exception(400, 'CardNotFoundException');
      // without a card, renewals and recurring refills cannot be charged any more
      world.paymentTypes.set(subscriber.msisdn, 0);
      world.payments.recurring.delete(subscriber.msisdn);
      return response(204).empty();
    }),

    api.post(
      '/payment/v2/payments/card',
      idempotent(ctx, async ({ request, response }) => {
        const { world, subscriber, language } = requireCaller(ctx, request);
        const body = await readBody(request, 'CardCreateRequest');
        if (world.disabledFeatures.has(FeatureId.CreditCardRegisterInSettings)) throw exception(400, 'FeatureDisabledException');
        const payment = startPayment(world, language, {
          kind: 'card',
          payer: subscriber.msisdn,
          target: subscriber.msisdn,
          amount: Number(body.amount),
          method: 'card',
          saveCard: true,
          setDefaultPayment: body.setDefaultPayment,
          accountState: body.accountState ?? null,
        });
        return response(200).json({ redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),

    api.put('/payment/payments/type', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { method } = await readBody(request, 'PaymentTypeRequest');
      if (method === 1 && !canPay(world.cards.get(subscriber.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
      world.paymentTypes.set(subscriber.msisdn, method);
      return response(204).empty();
    }),

    ...refillHandlers(ctx),
  ];
}
