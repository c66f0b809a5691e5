import { monthStart, vilniusMonth } from './time';

/** 0 active, 1 inactive (deactivated), 2 waiting, 3 removed, 4 disconnected, 5 being replaced (core §3). */
export type CardStatus = 0 | 1 | 2 | 3 | 4 | 5;

/** A subscriber's saved payment card (one per account). */
export interface CardState {
  /** Masked as the payment gateway stores it: first 6 and last 4 digits. */
  number: string;
  brand: 'visa' | 'mastercard';
  status: CardStatus;
  /** 1-12 */
  expiryMonth: number;
  /** Four digits. */
  expiryYear: number;
}

/** How plan renewals are paid: 0 from the account balance, 1 with the saved card. */
export type PaymentType = 0 | 1;

/** The card expires at the end of the Vilnius month `monthsAhead` months from now's. */
function expiringIn(now: Date, monthsAhead: number): Pick<CardState, 'expiryMonth' | 'expiryYear'> {
  const [year, month] = vilniusMonth(monthStart(now, monthsAhead)).split('-').map(Number) as [number, number];
  return { expiryMonth: month, expiryYear: year };
}

/**
 * A card in every state of the seeds (README lists which number has which):
 * the prepaid demo's card expires in the current month, so the card banner's info state shows.
 */
export function createCards(now: Date): Map<string, CardState> {
  return new Map<string, CardState>([
    ['61234567', { number: '516875******4242', brand: 'mastercard', status: 0, ...expiringIn(now, 0) }],
    ['61234568', { number: '414720******1881', brand: 'visa', status: 0, ...expiringIn(now, 26) }],
    ['61234569', { number: '414720******0077', brand: 'visa', status: 1, ...expiringIn(now, 14) }],
    ['61234571', { number: '535110******9310', brand: 'mastercard', status: 0, ...expiringIn(now, -1) }],
    ['61234572', { number: '414720******5150', brand: 'visa', status: 2, ...expiringIn(now, 30) }],
    ['61234573', { number: '516875******6029', brand: 'mastercard', status: 3, ...expiringIn(now, 8) }],
    ['61234574', { number: '414720******3391', brand: 'visa', status: 4, ...expiringIn(now, 5) }],
    ['61234575', { number: '535110******7704', brand: 'mastercard', status: 5, ...expiringIn(now, 11) }],
  ]);
}

/** Subscribers whose plan renewals are paid by card. */
export function createPaymentTypes(): Map<string, PaymentType> {
  return new Map<string, PaymentType>([['61234568', 1]]);
}

/** MM/YY, the API's card expiry format. */
export function expirationText(card: CardState): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

/** A card can pay when it is active and its expiry month has not ended. */
export function canPay(card: CardState | undefined, now: Date): card is CardState {
  if (!card || card.status !== 0) return false;
  const firstDayAfterExpiry = Date.UTC(card.expiryYear, card.expiryMonth, 1);
  return now.getTime() < firstDayAfterExpiry;
}

/** A new card as the gateway would register it; the digits vary with a counter so cards differ. */
export function newCard(now: Date, serial: number): CardState {
  const last4 = String((4000 + serial * 137) % 10000).padStart(4, '0');
  return { number: `414720******${last4}`, brand: 'visa', status: 0, ...expiringIn(now, 36) };
}
