import type { Schemas } from '../api-types';

/** Security 0, Adult 1, Entertainment 2, Crime 3, Advertisement 4. */
export type FilterType = Schemas['ProtectionFilterType'];
export const FILTER_TYPES: readonly FilterType[] = [0, 1, 2, 3, 4];
/** The browsing-protection provider (campaign seed §9). */
export const PROVIDER_ID = 1;

/** 0 not found, 1 success, 2 unknown error, 3 challenge required, 4 auto-login disabled, 5 throttled. */
export type EntryStatus = Schemas['NarsykEntryStatus'];

export interface FilterSettings {
  enabled: Set<FilterType>;
  allowedDomains: string[];
}

export interface ProtectionState {
  /** msisdn -> settings; a number without its own has the defaults. */
  filters: Map<string, FilterSettings>;
  /** The number the mobile network recognises when the entry gives none (the browser's "SIM"). */
  networkMsisdn: string;
  /** What the partner's auto-login answers for a number; numbers not listed are decided by autoLoginStatus. */
  autoLoginOutcomes: Map<string, EntryStatus>;
  /** The partner session the auto-login opened (status 1), read by GET /narsyk/auth/token. */
  sessionMsisdn: string | null;
  /** msisdn -> SMS challenges sent for the entry. */
  challengesSent: Map<string, number>;
  /** Numbers whose entry SMS code is waiting. */
  pendingChallenges: Set<string>;
}

/** Security, Adult and Crime on: what the service starts with. */
export function defaultFilters(): FilterSettings {
  return { enabled: new Set<FilterType>([0, 1, 3]), allowedDomains: [] };
}

/**
 * The entry's outcomes (CAMPAIGNS.md), so a test picks a status by the msisdn it gives the entry: the
 * prepaid demo is recognised by the network (1), the postpaid demo must pass the SMS challenge (3),
 * the eSIM demo switched auto-login off (4), 61234574 hits a partner failure (2) and 61234575 has
 * asked for too many codes (5). Any other number with an account is challenged; unknown numbers are 0.
 */
export function createProtection(): ProtectionState {
  const own = defaultFilters();
  own.enabled.add(4);
  own.allowedDomains.push('pulsas.lt');
  return {
    filters: new Map([['61234567', own]]),
    networkMsisdn: '61234567',
    autoLoginOutcomes: new Map<string, EntryStatus>([
      ['61234567', 1],
      ['61234568', 3],
      ['61234569', 4],
      ['61234574', 2],
      ['61234575', 5],
    ]),
    sessionMsisdn: null,
    challengesSent: new Map(),
    pendingChallenges: new Set(),
  };
}

export function filtersOf(state: ProtectionState, msisdn: string): FilterSettings {
  let found = state.filters.get(msisdn);
  if (!found) {
    found = defaultFilters();
    state.filters.set(msisdn, found);
  }
  return found;
}

export function filtersBody(settings: FilterSettings): Schemas['ProtectionFilters'] {
  return {
    providerId: PROVIDER_ID,
    filters: FILTER_TYPES.map((type) => ({ type, isEnabled: settings.enabled.has(type) })),
    allowedDomains: [...settings.allowedDomains],
  };
}

/**
 * What the partner's auto-login answers for a number: unknown numbers are not found (0), a number
 * that used up its SMS challenges is throttled (5), listed numbers get their outcome, and any other
 * subscriber must prove the number by SMS (3).
 */
export function entryStatusOf(state: ProtectionState, msisdn: string, isSubscriber: boolean, challengeLimit: number): EntryStatus {
  if (!isSubscriber) return 0;
  if ((state.challengesSent.get(msisdn) ?? 0) >= challengeLimit) return 5;
  return state.autoLoginOutcomes.get(msisdn) ?? 3;
}
