import type { components } from '@generated/api/schema';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import type { PaymentMethod } from '@generated/enums';
import type { PricePlan } from './plan-sections';
import type { ConfirmationRoute } from './order-subject';

export type PlanOrderResult = components['schemas']['PlanOrderResult'];

/**
 * The query parameter naming the plan on the confirmation routes. The sandbox's payment gateway
 * returns with the same name (`?status&orderId&planId`), as a real gateway is configured to.
 */
export const PLAN_QUERY = 'planId';

/** The confirmation page for a plan (core §2: /planai/patvirtinimas; a service's /papildomos-paslaugos/patvirtinimas). */
export function confirmationHref(planId: number, lang: Language, route: ConfirmationRoute = 'PlanConfirmation'): string {
  return `${href(route, {}, lang)}?${new URLSearchParams({ [PLAN_QUERY]: String(planId) })}`;
}

/** GET /price-plan/v3/plans-channels: with a token the user's own plans are flagged isActive. */
export async function loadPlans(services: Services): Promise<PricePlan[]> {
  return (await unwrap(services.api.GET('/price-plan/v3/plans-channels'))).plans;
}

/** POST /price-plan/order for the user's own number. */
export function orderPlan(
  services: Services,
  planId: number,
  paymentMethod: PaymentMethod,
  card?: { saveCard: boolean; autoPayments: boolean },
): Promise<PlanOrderResult> {
  return unwrap(services.api.POST('/price-plan/order', { body: { planId, paymentMethod, ...card } }));
}
