import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { cancelSubscription, subscriptionsOf } from '../world/subscriptions';

/** Plan cancellation: the number's plans and services, and cancelling one at the end of its paid period. */
export function subscriptionsHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/price-plan/subscriptions', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(subscriptionsOf(world, subscriber.msisdn, language));
    }),

    api.post('/price-plan/subscriptions/{planId}/cancellation', ({ request, params, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const result = cancelSubscription(world, subscriber.msisdn, Number(params.planId), language);
      if (result === 'not-found') throw notFound('The plan');
      if (result === 'not-cancellable') throw exception(400, 'SubscriptionNotCancellableException');
      return response(200).json(result);
    }),
  ];
}
