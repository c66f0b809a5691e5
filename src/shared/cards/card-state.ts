import { CardState, CreditCardStatus } from '@generated/enums';

/**
 * The saved card's state (core §4 "Card state"), needed by every screen that shows or pays with the card:
 * refill, plan orders, the settings' payment cards tab and the dashboard's card banner. The refill feature's
 * own copy (src/features/refill/card-state.ts) predates this module and can import it instead.
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

/** The card's expiry month has ended (or its expiry cannot be read). */
export function isExpired(card: CardLike, now: Date): boolean {
  const expiry = parseExpiry(card.expirationDate);
  if (!expiry) return true;
  return now.getFullYear() * 12 + now.getMonth() > expiry.year * 12 + (expiry.month - 1);
}

/**
 * No card means inactive; a card whose status is not Active (deactivated, waiting, removed, disconnected, being
 * replaced: none of them can pay) or whose expiry month has ended is deactivated; a card in its expiry month
 * is expiring soon; otherwise it is active. Months are the user's calendar months, as printed on the card.
 */
export function cardState(card: CardLike | null | undefined, now: Date): CardState {
  if (!card) return CardState.Inactive;
  if (card.status !== CreditCardStatus.Active || isExpired(card, now)) return CardState.Deactivated;
  const expiry = parseExpiry(card.expirationDate)!;
  if (now.getFullYear() * 12 + now.getMonth() === expiry.year * 12 + (expiry.month - 1)) return CardState.ExpiringSoon;
  return CardState.Active;
}

/** Active and expiring-soon cards are saved, can pay and can be removed (core §4). */
export function canPayWith(state: CardState): boolean {
  return state === CardState.Active || state === CardState.ExpiringSoon;
}

/** The last four digits of a masked number (516875******4242 -> 4242). */
export function lastFour(number: string): string {
  return number.replace(/\D/g, '').slice(-4);
}
