import type { components } from '@generated/api/schema';
import { PricePlanDisplaySection } from '@generated/enums';

export type PricePlan = components['schemas']['PricePlan'];
export type SectionName = Exclude<keyof typeof PricePlanDisplaySection, 'NotDisplayed'>;

const DAYS = 30;
/** The sections that keep one connected (calls, data, both); services and one-day extras are add-ons. */
const SECTIONS: SectionName[] = ['Voice', 'Data', 'Combo'];

/** What a plan costs over 30 days of use: its price once per validity period; undefined for plans that never expire. */
export function costPer30Days(plan: Pick<PricePlan, 'price' | 'validityDays'>): number | undefined {
  if (!plan.validityDays) return undefined;
  return Math.round((plan.price / plan.validityDays) * DAYS * 100) / 100;
}

export interface CheapestOffers {
  /** The cheapest way to stay connected: the plan costing least over 30 days of voice, data or combo plans. */
  best: PricePlan & { per30Days: number };
  /** The cheapest plan per need (display section), by 30-day cost, in the order voice, data, combo. */
  bySection: { name: SectionName; plan: PricePlan & { per30Days: number } }[];
}

/**
 * The cheapest offer (pure): among the plans Plans shows under voice, data and combo (core §3 display
 * sections 2, 3, 6), the one costing least over 30 days, and the same per section; ties go to the lower
 * priority. Undefined when no such plan expires.
 */
export function cheapestOffers(plans: readonly PricePlan[]): CheapestOffers | undefined {
  const connecting = new Set<number>(SECTIONS.map((name) => PricePlanDisplaySection[name]));
  const priced = plans
    .filter((plan) => connecting.has(plan.displaySection))
    .flatMap((plan) => {
      const per30Days = costPer30Days(plan);
      return per30Days === undefined ? [] : [{ ...plan, per30Days }];
    })
    .sort((a, b) => a.per30Days - b.per30Days || a.priority - b.priority || a.id - b.id);
  if (priced.length === 0) return undefined;
  const bySection = SECTIONS.flatMap((name) => {
    const plan = priced.find((candidate) => candidate.displaySection === PricePlanDisplaySection[name]);
    return plan ? [{ name, plan }] : [];
  });
  return { best: priced[0]!, bySection };
}
