import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { readBody } from '../request-body';
import { roundEur } from '../world/balances';
import { controlsOf, SPENDING_LIMIT, type ServiceControlState } from '../world/lines';
import { usageOf, monthOf } from '../world/usage';
import type { World } from '../world';
import type { Subscriber } from '../world/subscribers';
import { refuseWhenBlocked } from './lines';
import { eur } from './payment-page';

/** EUR spent this month beyond the plan: the statement's charged records. */
function spentThisMonth(world: World, subscriber: Subscriber): number {
  const now = world.clock();
  return roundEur(usageOf(subscriber, monthOf(now), now).reduce((sum, record) => sum + record.amount, 0));
}

function controlsView(world: World, subscriber: Subscriber, controls: ServiceControlState) {
  return {
    switches: [
      { id: 'roaming' as const, enabled: controls.roaming },
      { id: 'premiumBlock' as const, enabled: controls.premiumBlock },
    ],
    spendingLimit:
      subscriber.customerType === 'postpaid'
        ? { amount: controls.spendingLimit, spent: spentThisMonth(world, subscriber), ...SPENDING_LIMIT }
        : null,
  };
}

function alertsView(subscriber: Subscriber, controls: ServiceControlState) {
  const { alerts } = controls;
  return { ...alerts, spendingNear: subscriber.customerType === 'postpaid' ? alerts.spendingNear : null };
}

/** Service switches, the postpaid spending limit and usage alerts (spec/api/service-controls.yaml, issue 51). */
export function serviceControlHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/services/switches', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json(controlsView(world, subscriber, controlsOf(world, subscriber)));
    }),

    api.put('/services/switches/{switchId}', async ({ request, params, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      // a path the spec's enum does not name is no switch (the handler is typed by it, msw does not check it)
      if (params.switchId !== 'roaming' && params.switchId !== 'premiumBlock') throw notFound(`Switch ${String(params.switchId)}`);
      const { enabled } = await readBody(request, 'ServiceSwitchUpdate');
      refuseWhenBlocked(world, subscriber.msisdn);
      const controls = controlsOf(world, subscriber);
      controls[params.switchId] = enabled;
      return response(200).json({ id: params.switchId, enabled });
    }),

    api.put('/services/spending-limit', async ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      const { amount } = await readBody(request, 'SpendingLimitUpdate');
      if (subscriber.customerType !== 'postpaid') throw exception(400, 'SpendingLimitNotOfferedException');
      refuseWhenBlocked(world, subscriber.msisdn);
      if (amount !== null && (amount < SPENDING_LIMIT.min || amount > SPENDING_LIMIT.max))
        throw exception(400, 'SpendingLimitRangeException', [eur(SPENDING_LIMIT.min, language), eur(SPENDING_LIMIT.max, language)]);
      const controls = controlsOf(world, subscriber);
      controls.spendingLimit = amount === null ? null : roundEur(amount);
      return response(200).json(controlsView(world, subscriber, controls).spendingLimit!);
    }),

    api.get('/usage/alerts', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      return response(200).json(alertsView(subscriber, controlsOf(world, subscriber)));
    }),

    api.put('/usage/alerts', async ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const body = await readBody(request, 'UsageAlertsUpdate');
      if (body.spendingNear && subscriber.customerType !== 'postpaid') throw exception(400, 'SpendingLimitNotOfferedException');
      const email = body.email?.trim() || null;
      if (body.channel === 'email' && !email) throw exception(400, 'EmailMissingException');
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email)) throw exception(400, 'InvalidEmailException');
      const controls = controlsOf(world, subscriber);
      controls.alerts = {
        dataAt80: body.dataAt80,
        dataAt100: body.dataAt100,
        spendingNear: body.spendingNear,
        channel: body.channel,
        email,
      };
      return response(200).json(alertsView(subscriber, controls));
    }),
  ];
}
