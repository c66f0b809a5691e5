import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { issueToken } from '../tokens';
import { balanceOf, roundEur } from '../world/balances';
import { SHOPS } from '../world/devices';
import { orderView, ordersOf, recordOrder, SIM_TITLE } from '../world/customer-orders';
import { accountNumbersOf, iccidEnd, isSimBlocked, simOf } from '../world/lines';
import type { World } from '../world';
import type { Subscriber } from '../world/subscribers';
import { eur } from './payment-page';

/** A replacement SIM's ways (assumed): the courier in 2 working days for 4,99 €, a shop the next day for 2 €. */
export const SIM_WAYS = [
  { delivery: 'courier', price: 4.99, days: 2 },
  { delivery: 'shop', price: 2, days: 1 },
] as const;

function simView(world: World, subscriber: Subscriber) {
  const sim = simOf(world, subscriber.msisdn);
  return {
    msisdn: subscriber.msisdn,
    isEsim: subscriber.isEsim,
    iccidEnd: iccidEnd(subscriber.msisdn),
    status: sim.status,
    blockedAt: sim.blockedAt?.toISOString() ?? null,
    blockReason: sim.blockReason,
    unblockWith: 'puk' as const,
  };
}

/**
 * Several numbers under one login, a lost SIM and My orders (issue 51, spec/api/numbers.yaml, sim.yaml, orders.yaml).
 * Switching numbers issues a token for the other number that remembers who logged in, so it can switch back.
 */
export function lineHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/account/numbers', ({ request, response }) => {
      const { world, subscriber, holder } = requireCaller(ctx, request);
      const numbers = accountNumbersOf(world, world.subscribers.get(holder) ?? subscriber);
      return response(200).json(
        numbers.map((one) => ({
          msisdn: one.msisdn,
          customerType: one.customerType,
          isEsim: one.isEsim,
          userName: one.firstName,
          simStatus: simOf(world, one.msisdn).status,
          current: one.msisdn === subscriber.msisdn,
        })),
      );
    }),

    api.post('/account/numbers/{msisdn}/token', ({ request, params, response }) => {
      const { world, subscriber, holder } = requireCaller(ctx, request);
      const numbers = accountNumbersOf(world, world.subscribers.get(holder) ?? subscriber);
      const target = numbers.find((one) => one.msisdn === params.msisdn);
      if (!target) throw exception(400, 'NumberNotInAccountException', [params.msisdn]);
      return response(200).json({ result: issueToken(world, target, ctx.tokenTtlSeconds, 'portal', holder) });
    }),

    api.get('/sim', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json(simView(world, subscriber));
    }),

    api.post('/sim/block', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { reason } = await readBody(request, 'SimBlockRequest');
      const sim = simOf(world, subscriber.msisdn);
      if (sim.status === 'blocked') throw exception(400, 'SimAlreadyBlockedException', [subscriber.msisdn]);
      Object.assign(sim, { status: 'blocked', blockedAt: world.clock(), blockReason: reason });
      return response(200).json(simView(world, subscriber));
    }),

    api.post('/sim/unblock', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const { puk } = await readBody(request, 'SimUnblockRequest');
      const sim = simOf(world, subscriber.msisdn);
      if (sim.status !== 'blocked') return response(200).json(simView(world, subscriber));
      if (puk !== subscriber.pukCode) throw exception(400, 'InvalidPukException');
      Object.assign(sim, { status: 'active', blockedAt: null, blockReason: null });
      return response(200).json(simView(world, subscriber));
    }),

    api.get('/sim/replacement', ({ request, response }) => {
      requireCaller(ctx, request);
      return response(200).json({
        ways: SIM_WAYS.map((way) => ({ ...way })),
        shops: Object.values(SHOPS).map((shop) => ({ ...shop })),
      });
    }),

    api.post('/sim/replacement', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const body = await readBody(request, 'SimReplacementRequest');
      const way = SIM_WAYS.find((one) => one.delivery === body.delivery)!;
      const shop = Object.values(SHOPS).find((one) => one.shopId === body.shopId);
      if (body.delivery === 'shop' && !shop) throw exception(400, 'LocationNotFoundException');
      const address = body.address?.trim() ?? '';
      if (body.delivery === 'courier' && address.length < 5) throw exception(400, 'AddressRequiredException');
      if (subscriber.customerType === 'prepaid') {
        const balance = balanceOf(world.balances, subscriber.msisdn);
        if ((balance.amount ?? 0) < way.price)
          throw exception(400, 'InsufficientBalanceException', [eur(way.price, language), eur(balance.amount ?? 0, language)]);
        balance.amount = roundEur((balance.amount ?? 0) - way.price);
      }
      const order = recordOrder(world.customerOrders, {
        msisdn: subscriber.msisdn,
        kind: 'sim',
        title: SIM_TITLE,
        placedAt: world.clock(),
        paidAt: world.clock(),
        delivery: body.delivery,
        shopId: body.delivery === 'shop' ? shop!.shopId : null,
        address: body.delivery === 'courier' ? address : null,
        total: way.price,
        instalments: null,
      });
      return response(200).json(orderView(order, world.clock(), language));
    }),

    api.get('/orders', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(
        ordersOf(world.customerOrders, subscriber.msisdn).map((order) => orderView(order, world.clock(), language)),
      );
    }),
  ];
}

/** Refused while the number's SIM is blocked: top-ups and service changes (SimBlockedException with the number). */
export function refuseWhenBlocked(world: World, msisdn: string): void {
  if (isSimBlocked(world, msisdn)) throw exception(400, 'SimBlockedException', [msisdn]);
}
