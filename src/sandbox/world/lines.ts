import type { World } from './index';
import { hashText } from './seeded-random';
import type { Subscriber } from './subscribers';
import { addDays } from './time';

/** A number's SIM: blocked when lost or stolen (issue 51, # assumed calls in spec/api/sim.yaml). */
export interface SimState {
  status: 'active' | 'blocked';
  blockedAt: Date | null;
  blockReason: 'lost' | 'stolen' | null;
}

/** A number's switches, spending limit and usage alerts (spec/api/service-controls.yaml). */
export interface ServiceControlState {
  roaming: boolean;
  premiumBlock: boolean;
  /** EUR a month, postpaid only; null: no limit. */
  spendingLimit: number | null;
  alerts: { dataAt80: boolean; dataAt100: boolean; spendingNear: boolean; channel: 'sms' | 'email'; email: string | null };
}

/** The spending limit's range (SpendingLimitRangeException says the same). */
export const SPENDING_LIMIT = { min: 10, max: 500 } as const;

/** The family account of the demo: three numbers under the holder's login (src/sandbox/README.md). */
export const FAMILY_ACCOUNT = '100200390';

/** The jointly held numbers start as the README says: the daughter's SIM lost two days ago. */
export function createSims(now: Date): Map<string, SimState> {
  return new Map([['61234579', { status: 'blocked', blockedAt: addDays(now, -2), blockReason: 'lost' }]]);
}

export function createServiceControls(): Map<string, ServiceControlState> {
  return new Map([
    [
      '61234577',
      {
        roaming: true,
        premiumBlock: false,
        spendingLimit: 60,
        alerts: { dataAt80: true, dataAt100: true, spendingNear: true, channel: 'email', email: 'vida.mockiene@example.lt' },
      },
    ],
  ]);
}

export function simOf(world: Pick<World, 'sims'>, msisdn: string): SimState {
  let sim = world.sims.get(msisdn);
  if (!sim) world.sims.set(msisdn, (sim = { status: 'active', blockedAt: null, blockReason: null }));
  return sim;
}

export function isSimBlocked(world: Pick<World, 'sims'>, msisdn: string): boolean {
  return world.sims.get(msisdn)?.status === 'blocked';
}

/** The last four digits of the SIM's ICCID, the same for a number in every world. */
export function iccidEnd(msisdn: string): string {
  return String(hashText(`iccid-${msisdn}`) % 10_000).padStart(4, '0');
}

export function controlsOf(world: Pick<World, 'serviceControls'>, subscriber: Subscriber): ServiceControlState {
  let controls = world.serviceControls.get(subscriber.msisdn);
  if (!controls) {
    controls = {
      roaming: true,
      premiumBlock: false,
      spendingLimit: null,
      alerts: { dataAt80: false, dataAt100: false, spendingNear: false, channel: 'sms', email: subscriber.email },
    };
    world.serviceControls.set(subscriber.msisdn, controls);
  }
  return controls;
}

/**
 * The numbers a login manages: every number of the account when the login is its holder's (the account's first
 * number), otherwise the login's own only: a user of one number of a family account does not see the others.
 * `holder` is the number that logged in (after a switch, the token's number is another).
 */
export function accountNumbersOf(world: Pick<World, 'subscribers'>, holder: Subscriber): Subscriber[] {
  const numbers = [...world.subscribers.values()].filter((one) => one.accountId === holder.accountId);
  return numbers[0]?.msisdn === holder.msisdn ? numbers : [holder];
}
