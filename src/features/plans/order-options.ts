import type { components } from '@generated/api/schema';
import { CreditCardStatus, FeatureId, PaymentMethod } from '@generated/enums';

export type CreditCard = components['schemas']['CreditCard'];

export interface PaymentContext {
  /** The plan's accepted payment methods. */
  accepted: readonly PaymentMethod[];
  customerType: 'prepaid' | 'postpaid' | undefined;
  /** The saved card, if any (GET /payment/payments/card; 204 = none). */
  card: CreditCard | undefined;
  disabledFeatures: readonly number[];
  /** Config PrepaidCardPaymentsEnabled (core §4: card payments for prepaid orders depend on it). */
  prepaidCardPaymentsEnabled: boolean;
  now: Date;
}

/** A saved card can pay when it is active and its MM/YY month has not ended. */
export function isCardUsable(card: CreditCard | undefined, now: Date): boolean {
  if (!card || card.status !== CreditCardStatus.Active) return false;
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expirationDate);
  if (!match) return false;
  const firstDayAfter = new Date(2000 + Number(match[2]), Number(match[1]), 1); // month index = next month
  return now.getTime() < firstDayAfter.getTime();
}

/**
 * The ways the user may pay for a plan here, in the order offered: the account balance (the invoice
 * for postpaid), the saved card, a new card. Card payments need the PpPurchaseCreditCard feature and,
 * for prepaid users, the config flag.
 */
export function paymentChoices(context: PaymentContext): PaymentMethod[] {
  const accepts = (method: PaymentMethod) => context.accepted.includes(method) || context.accepted.includes(PaymentMethod.All);
  const choices: PaymentMethod[] = [];
  if (accepts(PaymentMethod.Account)) choices.push(PaymentMethod.Account);
  if (accepts(PaymentMethod.SavedCreditCard) && isCardUsable(context.card, context.now)) choices.push(PaymentMethod.SavedCreditCard);
  const cardsAllowed =
    !context.disabledFeatures.includes(FeatureId.PpPurchaseCreditCard) &&
    (context.customerType === 'postpaid' || context.prepaidCardPaymentsEnabled);
  if (accepts(PaymentMethod.CreditCard) && cardsAllowed) choices.push(PaymentMethod.CreditCard);
  return choices;
}

/** The enum name of a method: its label key (enums:PaymentMethod.<name>). */
export function methodName(method: PaymentMethod): keyof typeof PaymentMethod {
  return (Object.keys(PaymentMethod) as (keyof typeof PaymentMethod)[]).find((name) => PaymentMethod[name] === method) ?? 'Account';
}
