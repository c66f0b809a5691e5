import { FeatureId, PaymentMethod } from '@generated/enums';
import { canPayWith, cardState, type CardLike } from '@/shared/cards/card-state';
import { orElse } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { accountData } from './account-data';
import { configFlag } from './config-flags';
import { featureOn } from './features';

/** What the ways to pay depend on, as read from the API (undefined: a call that could not be read). */
export interface PaymentWaysContext {
  /** What the product accepts (a plan's or the eSIM change's paymentMethods, a campaign file's settings); All: every way. */
  accepted: readonly PaymentMethod[];
  /** A postpaid subscriber pays "from the account" by the invoice, and by card without the prepaid flag. */
  postpaid: boolean;
  /** The saved card (GET /payment/payments/card; null or undefined: none). */
  card: CardLike | null | undefined;
  configs: Readonly<Record<string, string | undefined>> | undefined;
  disabledFeatures: readonly number[] | undefined;
  now: Date;
  /**
   * Where the order is charged to the prepaid balance, which must cover the price first (a campaign
   * purchase): the balance, null when unknown, and the price. Plans and the eSIM change (the balance, or
   * the invoice for postpaid) let the API refuse a low balance instead.
   */
  balanceFor?: { balance: number | null; price: number };
}

/**
 * Core §4: card payments depend on a feature toggle and, for a prepaid subscriber, on the
 * PrepaidCardPaymentsEnabled flag, each read by its one reader (features.ts, config-flags.ts).
 * A top-up (prepaid by definition) asks for its own feature, TopUpCard; an order for PpPurchaseCreditCard.
 */
export function cardPaymentsAllowed(
  context: Pick<PaymentWaysContext, 'configs' | 'disabledFeatures' | 'postpaid'>,
  feature: FeatureId = FeatureId.PpPurchaseCreditCard,
): boolean {
  return featureOn(context.disabledFeatures, feature) && (context.postpaid || configFlag(context.configs, 'PrepaidCardPaymentsEnabled'));
}

/**
 * The one rule for which ways to pay an order offers (issue 49), in the order offered: the account (the
 * balance, or the invoice for postpaid), the saved card when its state lets it pay (src/shared/cards; a
 * card already saved and confirmed is not a new card payment, so the toggle and flag do not take it away),
 * a new card when card payments are allowed. Plans, the eSIM change and campaign purchases all ask it.
 */
export function paymentWays(context: PaymentWaysContext): PaymentMethod[] {
  const accepts = (method: PaymentMethod) => context.accepted.includes(method) || context.accepted.includes(PaymentMethod.All);
  const cards = cardPaymentsAllowed(context);
  // A purchase charged to the prepaid balance needs the balance known and enough; the rest let the API refuse.
  const covered = !context.balanceFor || (context.balanceFor.balance !== null && context.balanceFor.balance >= context.balanceFor.price);
  const ways: PaymentMethod[] = [];
  if (accepts(PaymentMethod.Account) && covered) ways.push(PaymentMethod.Account);
  if (accepts(PaymentMethod.SavedCreditCard) && canPayWith(cardState(context.card, context.now))) ways.push(PaymentMethod.SavedCreditCard);
  if (accepts(PaymentMethod.CreditCard) && cards) ways.push(PaymentMethod.CreditCard);
  return ways;
}

/** What card payments depend on, read once per app (the account's cached configs, features and user); a failed call is unknown. */
export async function cardRules(services: Services): Promise<Pick<PaymentWaysContext, 'configs' | 'disabledFeatures' | 'postpaid'>> {
  const account = accountData(services);
  const [configs, disabledFeatures, user] = await Promise.all([
    orElse(account.configs.get(), undefined),
    orElse(account.disabledFeatures.get(), undefined),
    services.session.getSnapshot().isLoggedIn ? orElse(account.userInfo.get(), undefined) : undefined,
  ]);
  return { configs, disabledFeatures, postpaid: user?.customerType === 'postpaid' };
}
