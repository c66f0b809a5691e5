import { CardState, CreditCardStatus } from '@generated/enums';
import { inVilnius } from '@/shared/format/format';

/**
 * The saved card's state (core §4 "Card state"), the one rule for every screen that shows or pays with the
 * card (refill, plan and eSIM orders, the wheel's purchases, the payment cards tab) and for the
 * dashboard's card banner (campaign seed §4). Decisions the seeds leave open:
 * - every status but Active (deactivated, waiting, removed, disconnected, being replaced) counts as
 *   deactivated, since none of them can pay (the simpler card details know only 0 active, 1 deactivated);
 * - a card whose expiry month has ended, or whose expiry cannot be read, cannot pay either: deactivated
 *   (which is why the seeds give deactivated cards "an expired icon");
 * - months are the operator's calendar months, in Vilnius, whatever the browser's time zone, and `now` is
 *   the one clock's (src/shared/clock.ts).
 */

/** What the card state needs of a saved card (GET /payment/payments/card). */
export interface CardLike {
  status: number;
  /** MM/YY, the API's card expiry format. */
  expirationDate: string;
}

/** The card's expiry month as a calendar month (1-12) and a four-digit year; undefined when malformed. */
export function parseExpiry(text: string): { month: number; year: number } | undefined {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

/** Months from now's month in Vilnius to the card's expiry month: 0 within it, negative once it has ended; undefined when unreadable. */
function monthsLeft(card: CardLike, now: Date): number | undefined {
  const expiry = parseExpiry(card.expirationDate);
  if (!expiry) return undefined;
  const local = inVilnius(now);
  return expiry.year * 12 + (expiry.month - 1) - (local.getUTCFullYear() * 12 + local.getUTCMonth());
}

/** The card's expiry month has ended (or its expiry cannot be read). */
export function isExpired(card: CardLike, now: Date): boolean {
  return (monthsLeft(card, now) ?? -1) < 0;
}

/** No card: inactive; a card that cannot pay: deactivated; in its expiry month: expiring soon; else active. */
export function cardState(card: CardLike | null | undefined, now: Date): CardState {
  if (!card) return CardState.Inactive;
  const left = monthsLeft(card, now);
  if (card.status !== CreditCardStatus.Active || left === undefined || left < 0) return CardState.Deactivated;
  return left === 0 ? CardState.ExpiringSoon : CardState.Active;
}

/** Active and expiring-soon cards are saved, can pay and can be removed (core §4). */
export function canPayWith(state: CardState): boolean {
  return state === CardState.Active || state === CardState.ExpiringSoon;
}

/** The card banner's state (campaign seed §4): expired (its month has ended), else deactivated, else expiring; none for a card that pays. */
export type CardBannerState = 'expired' | 'deactivated' | 'expiring';

export function cardBannerState(card: CardLike | null | undefined, now: Date): CardBannerState | null {
  if (!card) return null;
  if ((monthsLeft(card, now) ?? 0) < 0) return 'expired';
  const state = cardState(card, now);
  if (state === CardState.Deactivated) return 'deactivated';
  return state === CardState.ExpiringSoon ? 'expiring' : null;
}

/** The last four digits of a masked number (516875******4242 -> 4242). */
export function lastFour(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}
