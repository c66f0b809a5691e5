import { describe, expect, it } from 'vitest';
import { FeatureId, PaymentMethod } from '@generated/enums';
import { methodName, type CreditCard } from '@/features/plans/order-options';
import { paymentWays, type PaymentWaysContext } from '@/shared/account/payment-ways';
import { cardState, canPayWith } from '@/shared/cards/card-state';

const now = new Date(2026, 10, 21); // 21 November 2026
const card = (over: Partial<CreditCard> = {}): CreditCard => ({
  brand: 'visa',
  expirationDate: '11/26',
  method: 0,
  number: '411111******1234',
  status: 0,
  ...over,
});
const context = (over: Partial<PaymentWaysContext> = {}): PaymentWaysContext => ({
  accepted: [0, 1, 2, 5, 6],
  postpaid: false,
  card: card(),
  disabledFeatures: [],
  configs: { PrepaidCardPaymentsEnabled: 'True' },
  now,
  ...over,
});
const isCardUsable = (saved: CreditCard | undefined, at: Date) => canPayWith(cardState(saved, at));
const paymentChoices = paymentWays;

describe('a saved card pays (the one card state)', () => {
  it('accepts an active card until its MM/YY month ends', () => {
    expect(isCardUsable(card({ expirationDate: '11/26' }), now)).toBe(true);
    expect(isCardUsable(card({ expirationDate: '10/26' }), now)).toBe(false);
    expect(isCardUsable(card({ expirationDate: '01/27' }), now)).toBe(true);
  });
  it('refuses missing, inactive and malformed cards', () => {
    expect(isCardUsable(undefined, now)).toBe(false);
    for (const status of [1, 2, 3, 4, 5] as const) expect(isCardUsable(card({ status }), now)).toBe(false);
    expect(isCardUsable(card({ expirationDate: '2026-11' }), now)).toBe(false);
  });
});

describe('paymentWays: the one rule for the ways to pay (plans, the eSIM change, campaigns)', () => {
  it('offers balance, saved card and new card, in that order, when all are possible', () => {
    expect(paymentChoices(context())).toEqual([PaymentMethod.Account, PaymentMethod.SavedCreditCard, PaymentMethod.CreditCard]);
  });
  it('offers only what the plan accepts (All accepts every method)', () => {
    expect(paymentChoices(context({ accepted: [0] }))).toEqual([PaymentMethod.Account]);
    expect(paymentChoices(context({ accepted: [1, 2] }))).toEqual([PaymentMethod.SavedCreditCard, PaymentMethod.CreditCard]);
    expect(paymentChoices(context({ accepted: [3] }))).toEqual([0, 2, 1]);
  });
  it('offers the saved card only when it can pay', () => {
    expect(paymentChoices(context({ card: undefined }))).toEqual([0, 1]);
    expect(paymentChoices(context({ card: card({ status: 1 }) }))).toEqual([0, 1]);
  });
  it('offers a new card only with the feature on and, for prepaid users, the config flag', () => {
    expect(paymentChoices(context({ disabledFeatures: [FeatureId.PpPurchaseCreditCard] }))).toEqual([0, 2]);
    expect(paymentChoices(context({ configs: { PrepaidCardPaymentsEnabled: 'False' } }))).toEqual([0, 2]);
    expect(paymentChoices(context({ configs: undefined }))).toEqual([0, 2]);
    expect(paymentChoices(context({ configs: undefined, postpaid: true }))).toEqual([0, 2, 1]);
    // A feature list that could not be read switches nothing off (src/shared/account/features.ts).
    expect(paymentChoices(context({ disabledFeatures: undefined }))).toEqual([0, 2, 1]);
  });
  it('offers the balance of a purchase charged to it only when it covers the price', () => {
    expect(paymentChoices(context({ balanceFor: { balance: 4, price: 5 } }))).toEqual([2, 1]);
    expect(paymentChoices(context({ balanceFor: { balance: 5, price: 5 } }))).toEqual([0, 2, 1]);
    expect(paymentChoices(context({ balanceFor: { balance: null, price: 5 } }))).toEqual([2, 1]);
  });
  it('names methods by the PaymentMethod enum (their label keys)', () => {
    expect(methodName(PaymentMethod.SavedCreditCard)).toBe('SavedCreditCard');
    expect(methodName(PaymentMethod.Account)).toBe('Account');
  });
});
