import { balanceOf, roundEur, type BucketState } from './balances';
import type { World } from './index';
import type { PlanState } from './plans';
import { addDays } from './time';

/**
 * Activates a plan on a number: it becomes one of the number's plans and its allowances are added
 * as buckets valid for the plan's validity. Payment is the caller's business.
 */
export function activatePlan(world: World, msisdn: string, plan: PlanState): void {
  const now = world.clock();
  const active = world.activePlans.get(msisdn) ?? [];
  if (!active.includes(plan.id)) world.activePlans.set(msisdn, [...active, plan.id]);
  const validUntil = plan.validityDays === null ? null : addDays(now, plan.validityDays);
  const balance = balanceOf(world.balances, msisdn);
  plan.grants.forEach((grant, index) => {
    const bucket: BucketState = {
      id: `b-${msisdn.slice(-3)}-${plan.code.toLowerCase()}-${index}-${now.getTime()}`,
      group: grant.group,
      name: plan.name,
      remaining: grant.amount ?? 0,
      total: grant.amount,
      unit: grant.unit,
      validUntil,
    };
    balance.buckets.push(bucket);
  });
}

/** Pays a plan from the prepaid balance; false when the balance is too low. */
export function payFromBalance(world: World, msisdn: string, price: number): boolean {
  const balance = balanceOf(world.balances, msisdn);
  if (balance.amount === null || balance.amount < price) return false;
  balance.amount = roundEur(balance.amount - price);
  return true;
}
