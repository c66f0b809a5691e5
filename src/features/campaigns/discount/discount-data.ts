import type { components } from '@generated/api/schema';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

export type PricePlan = components['schemas']['PricePlan'];

/**
 * What a discount campaign's file names under `settings:` (spec/campaigns/isic.yaml): the system configs
 * holding its price plan id and the dates its offer is valid between.
 */
export interface DiscountSettings {
  planConfig: string;
  validFromConfig: string;
  validToConfig: string;
}

export function discountSettings(settings: Readonly<Record<string, unknown>>): DiscountSettings {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    planConfig: text(settings.planConfig),
    validFromConfig: text(settings.validFromConfig),
    validToConfig: text(settings.validToConfig),
  };
}

export interface DiscountOffer {
  /** The configured plan; undefined when the config or the plan list does not have it. */
  plan: PricePlan | undefined;
  planId: number | undefined;
  /** The offer's validity (ISO), from the configs; undefined when not configured. */
  validFrom: string | undefined;
  validTo: string | undefined;
}

const moment = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? value : undefined);

/** The configs (GET /system/configs) and the plans (GET /price-plan/v3/plans-channels), in parallel. */
export async function loadDiscountOffer(services: Services, settings: DiscountSettings): Promise<DiscountOffer> {
  const [configs, plans] = await Promise.all([
    accountData(services).configs.get(),
    unwrap(services.api.GET('/price-plan/v3/plans-channels')),
  ]);
  const planId = Number(configs[settings.planConfig]);
  const id = Number.isInteger(planId) && planId > 0 ? planId : undefined;
  return {
    plan: id === undefined ? undefined : plans.plans.find((candidate) => candidate.id === id),
    planId: id,
    validFrom: moment(configs[settings.validFromConfig]),
    validTo: moment(configs[settings.validToConfig]),
  };
}

/** Whether `now` is within the offer's validity (an unconfigured edge does not limit it). */
export function isOfferOpen(offer: Pick<DiscountOffer, 'validFrom' | 'validTo'>, now: Date): boolean {
  const time = now.getTime();
  if (offer.validFrom && time < Date.parse(offer.validFrom)) return false;
  return !(offer.validTo && time > Date.parse(offer.validTo));
}
