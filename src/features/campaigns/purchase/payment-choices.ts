import type { TFunction } from 'i18next';
import { PaymentMethod } from '@generated/enums';
import type { Language } from '@generated/routes';
import { formatPrice } from '@/shared/format/numbers';
import type { FieldChoice } from '@/shared/forms';

export interface PayingMeans {
  /** The prepaid balance in euros; null when unknown (postpaid, or it could not be read). */
  balance: number | null;
  /** The saved card, masked, when it can pay (status active); undefined otherwise. */
  card?: { number: string };
}

/**
 * The ways a campaign purchase can be paid, in the order offered, from those the campaign accepts
 * (its file's settings.paymentMethods, PaymentMethod names): the balance only when it covers the price,
 * the saved card only when there is one that can pay, a new card always. Each is described with what it
 * uses (the balance, the card's last digits).
 */
export function paymentChoices(
  accepted: readonly string[],
  price: number,
  means: PayingMeans,
  t: TFunction,
  lang: Language,
): FieldChoice[] {
  const choices: FieldChoice[] = [];
  const accepts = (name: keyof typeof PaymentMethod) => accepted.includes(name);
  if (accepts('Account') && means.balance !== null && means.balance >= price) {
    choices.push({ value: PaymentMethod.Account, label: t('campaign-ui:payment.account', { balance: formatPrice(means.balance, lang) }) });
  }
  if (accepts('SavedCreditCard') && means.card) {
    choices.push({ value: PaymentMethod.SavedCreditCard, label: t('campaign-ui:payment.savedCard', { card: means.card.number }) });
  }
  if (accepts('CreditCard')) choices.push({ value: PaymentMethod.CreditCard, label: t('campaign-ui:payment.newCard') });
  return choices;
}

/** A saved card as shown: its last four digits ("•••• 1234"), whatever masking the API used. */
export function maskedCard(number: string): string {
  return `•••• ${number.replace(/\D/g, '').slice(-4)}`;
}

/** The campaign file's accepted payment methods (settings.paymentMethods), as PaymentMethod names. */
export function acceptedMethods(settings: Readonly<Record<string, unknown>>): string[] {
  const list = settings.paymentMethods;
  return Array.isArray(list) ? list.filter((name): name is string => typeof name === 'string' && name in PaymentMethod) : [];
}
