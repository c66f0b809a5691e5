import { balanceOf, roundEur } from './balances';
import type { World } from './index';
import { nextId, type RefillMethodName, type RefillRecord } from './payments';
import { addDays } from './time';

/** Prepaid balance validity is extended by this many days on each refill, as operators do. */
const VALIDITY_EXTENSION_DAYS = 180;

/**
 * Credits a refill: the balance grows, SIM validity is extended, the refill is recorded and the
 * campaigns' hooks decide whether it takes part in a campaign.
 */
export function creditRefill(
  world: World,
  msisdn: string,
  amount: number,
  method: RefillMethodName | 'voucher',
  transactionId: string = nextId(world.payments, 'R'),
): RefillRecord {
  const now = world.clock();
  const balance = balanceOf(world.balances, msisdn);
  balance.amount = roundEur((balance.amount ?? 0) + amount);
  const validUntil = addDays(now, VALIDITY_EXTENSION_DAYS);
  if (!balance.validUntil || balance.validUntil < validUntil) balance.validUntil = validUntil;
  const subscriber = world.subscribers.get(msisdn);
  if (subscriber?.customerType === 'prepaid' && (!subscriber.simValidUntil || subscriber.simValidUntil < validUntil)) {
    subscriber.simValidUntil = validUntil;
  }
  const refill: RefillRecord = { transactionId, msisdn, amount, method, at: now, campaignName: null };
  world.payments.refills.push(refill);
  for (const hook of world.refillHooks) {
    const campaign = hook(refill, world);
    if (campaign) refill.campaignName = campaign;
  }
  return refill;
}
