import type { TFunction } from 'i18next';
import { PaymentMethod } from '@generated/enums';
import type { Language } from '@generated/routes';
import { formatPrice } from '@/shared/format/numbers';
import type { FieldChoice } from '@/shared/forms';
import { paymentWays, type PaymentWaysContext } from '@/shared/account/payment-ways';
import type { CardLike } from '@/shared/cards/card-state';
import { now } from '@/shared/clock';

export interface PayingMeans {
  /** The prepaid balance in euros; null when unknown (postpaid, or it could not be read). */
  balance: number | null;
  /** The saved card as the API gave it (masked number, MM/YY, status); undefined without one. */
  card?: CardLike & { number: string };
  /** What card payments depend on (core §4); from `cardRules`. */
  rules: Pick<PaymentWaysContext, 'configs' | 'disabledFeatures' | 'postpaid'>;
}

/** A saved-card answer as PayingMeans hold it: a 204 (no card) or anything unreadable is none. */
export function savedCardOf(answer: unknown): PayingMeans['card'] {
  return answer && typeof answer === 'object' && 'status' in answer && 'expirationDate' in answer && 'number' in answer
    ? (answer as CardLike & { number: string })
    : undefined;
}

/**
 * The ways a campaign purchase can be paid, in the order offered, from those the campaign accepts (its
 * file's settings.paymentMethods, PaymentMethod names), by the portal's one rule (src/shared/account/
 * payment-ways.ts): the balance only when it covers the price, the saved card when its state lets it pay,
 * a new card when card payments are allowed. Each is described with what it uses (the balance, the card's
 * last digits).
 */
export function paymentChoices(
  accepted: readonly string[],
  price: number,
  means: PayingMeans,
  t: TFunction,
  lang: Language,
): FieldChoice[] {
  const ways = paymentWays({
    accepted: accepted.map((name) => PaymentMethod[name as keyof typeof PaymentMethod]).filter((method) => method !== PaymentMethod.All),
    ...means.rules,
    card: means.card,
    now: now(),
    balanceFor: { balance: means.balance, price },
  });
  return ways.map((value) => {
    if (value === PaymentMethod.Account)
      return { value, label: t('campaign-ui:payment.account', { balance: formatPrice(means.balance ?? 0, lang) }) };
    if (value === PaymentMethod.SavedCreditCard)
      return { value, label: t('campaign-ui:payment.savedCard', { card: maskedCard(means.card!.number) }) };
    return { value, label: t('campaign-ui:payment.newCard') };
  });
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
