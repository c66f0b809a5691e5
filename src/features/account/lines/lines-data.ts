import type { components } from '@generated/api/schema';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';
import { unwrap } from '@/shared/api/client';
import type { ExtraValidate } from '@/shared/forms';
import { parseAmount } from '@/shared/format/amount';
import type { Services } from '@/shared/services';
import { settle } from '../common/load';

type Schemas = components['schemas'];
export type SimCard = Schemas['SimCard'];
export type SimReplacementOffer = Schemas['SimReplacementOffer'];
export type CustomerOrder = Schemas['CustomerOrder'];
export type ServiceControls = Schemas['ServiceControls'];
export type SpendingLimit = Schemas['SpendingLimit'];
export type UsageAlerts = Schemas['UsageAlerts'];

export interface SimCardData {
  sim: SimCard | null;
  offer: SimReplacementOffer | null;
  unblockForm: FormDefinition;
  replacementForm: FormDefinition;
}

/** Issue 51's screens answer for the token's number: the number switcher's revalidation runs these again. */
export async function loadSimCard(services: Services): Promise<SimCardData> {
  const [unblockForm, replacementForm, [sim, offer]] = await Promise.all([
    forms['sim-unblock'](),
    forms['sim-replacement'](),
    settle<[SimCard, SimReplacementOffer]>(services, [unwrap(services.api.GET('/sim')), unwrap(services.api.GET('/sim/replacement'))]),
  ]);
  return { sim, offer, unblockForm, replacementForm };
}

export interface ServiceControlsData {
  controls: ServiceControls | null;
  limitForm: FormDefinition;
}

export async function loadServiceControls(services: Services): Promise<ServiceControlsData> {
  const [limitForm, [controls]] = await Promise.all([
    forms['spending-limit'](),
    settle<[ServiceControls]>(services, [unwrap(services.api.GET('/services/switches'))]),
  ]);
  return { controls, limitForm };
}

export interface UsageAlertsData {
  alerts: UsageAlerts | null;
  form: FormDefinition;
}

export async function loadUsageAlerts(services: Services): Promise<UsageAlertsData> {
  const [form, [alerts]] = await Promise.all([
    forms['usage-alerts'](),
    settle<[UsageAlerts]>(services, [unwrap(services.api.GET('/usage/alerts'))]),
  ]);
  return { alerts, form };
}

export interface OrdersData {
  orders: CustomerOrder[] | null;
}

export async function loadOrders(services: Services): Promise<OrdersData> {
  const [orders] = await settle<[CustomerOrder[]]>(services, [unwrap(services.api.GET('/orders'))]);
  return { orders };
}

/** The spending limit's range, as the API's SpendingLimit answer gives it (SpendingLimitRangeException says the same); its message is the screen's (lines). */
export function spendingLimitCheck(range: Pick<SpendingLimit, 'min' | 'max'>): ExtraValidate {
  return (data) => {
    const amount = parseAmount(typeof data.amount === 'string' ? data.amount : '');
    if (amount === undefined) return {};
    return { amount: amount < range.min || amount > range.max ? 'lines:SpendingLimitRange' : undefined };
  };
}
