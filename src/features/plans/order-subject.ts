import { PricePlanDisplaySection } from '@generated/enums';
import type { RouteKey } from '@generated/routes';
import type { PricePlan } from './plan-sections';

/**
 * What an order is of: a plan, or a service (core §3's sections 4 services and 5 additional, ordered at
 * /papildomos-paslaugos/patvirtinimas). The confirmation page's words follow it: "Paslauga užsakyta", not
 * "Planas užsakytas", for a day's data (issue 50).
 */
export type OrderSubject = 'plan' | 'service';

const SERVICE_SECTIONS: readonly number[] = [PricePlanDisplaySection.Services, PricePlanDisplaySection.Additional];

export const planSubject = (plan: Pick<PricePlan, 'displaySection'>): OrderSubject =>
  SERVICE_SECTIONS.includes(plan.displaySection) ? 'service' : 'plan';

/** The confirmation routes, each of one subject; the Dashboard's plan order is a plan's. */
export type ConfirmationRoute = 'PlanConfirmation' | 'VasConfirmation' | 'PlanOrderConfirmation';

export const routeSubject = (key: RouteKey): OrderSubject => (key === 'VasConfirmation' ? 'service' : 'plan');

/** Where a plan is ordered from the public pages: a service on the services' confirmation route. */
export const orderRoute = (plan: Pick<PricePlan, 'displaySection'>): ConfirmationRoute =>
  planSubject(plan) === 'service' ? 'VasConfirmation' : 'PlanConfirmation';

/** The texts key of one confirmation text for a subject: a service's own where it has one. */
export const subjectKey = <K extends string>(subject: OrderSubject, key: K) =>
  subject === 'service' ? (`plans:confirmation.service.${key}` as const) : (`plans:confirmation.${key}` as const);
