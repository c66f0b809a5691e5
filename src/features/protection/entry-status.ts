import { ProtectionEntryStatus } from '@generated/enums';
import type { RouteKey } from '@generated/routes';

/** What the entry does with the partner's answer (campaign seed §4). */
export type EntryOutcome =
  /** 1: fetch the area's token and store it. */
  | { kind: 'token' }
  /** 3: the SMS challenge, carrying msisdn. */
  | { kind: 'challenge' }
  /** 0, 2, 4, 5 and anything unknown: the page that says so. */
  | { kind: 'page'; route: RouteKey };

const PAGES: Partial<Record<ProtectionEntryStatus, RouteKey>> = {
  [ProtectionEntryStatus.UserNotFound]: 'ProtectionUserNotFound',
  [ProtectionEntryStatus.UnknownError]: 'ProtectionFailed',
  [ProtectionEntryStatus.AutoLoginDisabled]: 'ProtectionDisabled',
  [ProtectionEntryStatus.SmsChallengeThrottle]: 'ProtectionChallengeError',
};

/**
 * The entry's status table: 0 → /narsyk/nerastas, 1 → token, 2 → /narsyk/nepavyko, 3 → SMS challenge,
 * 4 → /narsyk/isjungtas, 5 → /narsyk/issukis/klaida; any other value (not a whole number 0–5, "1.0",
 * " 1", empty) is an unknown error.
 */
export function entryOutcome(status: string): EntryOutcome {
  const value = /^\d$/.test(status) ? Number(status) : Number.NaN;
  if (value === ProtectionEntryStatus.Success) return { kind: 'token' };
  if (value === ProtectionEntryStatus.ChallengeRequired) return { kind: 'challenge' };
  return { kind: 'page', route: PAGES[value as ProtectionEntryStatus] ?? 'ProtectionFailed' };
}
