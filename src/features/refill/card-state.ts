import { CardState, CreditCardStatus } from '@generated/enums';

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

/**
 * Core §4 "Card state": no card means inactive; a deactivated card is deactivated; a card in its expiry
 * month is expiring soon; otherwise it is active. Decisions the seeds leave open:
 * - every status but Active (waiting, removed, disconnected, being replaced) counts as deactivated, since
 *   none of them can pay (the simpler card details know only 0 active and 1 deactivated);
 * - a card whose expiry month has ended (or whose expiry cannot be read) can no longer pay either, so it
 *   is deactivated too, which is also why the seeds give deactivated cards "an expired icon";
 * - months are the user's calendar months (local time), as printed on the card.
 */
export function cardState(card: CardLike | null | undefined, now: Date): CardState {
  if (!card) return CardState.Inactive;
  if (card.status !== CreditCardStatus.Active) return CardState.Deactivated;
  const expiry = parseExpiry(card.expirationDate);
  if (!expiry) return CardState.Deactivated;
  const current = now.getFullYear() * 12 + now.getMonth();
  const last = expiry.year * 12 + (expiry.month - 1);
  if (current > last) return CardState.Deactivated;
  if (current === last) return CardState.ExpiringSoon;
  return CardState.Active;
}

/** Active and expiring-soon cards are saved and can pay (core §4). */
export function canPayWith(state: CardState): boolean {
  return state === CardState.Active || state === CardState.ExpiringSoon;
}

/** The last four digits of a masked number (516875******4242 -> 4242). */
export function lastFour(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}
