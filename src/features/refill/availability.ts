import { FeatureId, PaymentMethodName, RefillTab } from '@generated/enums';
import { featureOn } from '@/shared/account/features';
import { cardPaymentsAllowed as cardPaymentsOn } from '@/shared/account/payment-ways';

/** Everything the refill page's offer depends on. */
export interface RefillContext {
  /** Ids of remotely disabled features (GET /feature-management/features/disabled). */
  disabledFeatures: readonly number[];
  /** System configs (GET /system/configs): key -> value. */
  configs: Readonly<Record<string, string | undefined>>;
  isLoggedIn: boolean;
  /** The logged-in user's saved card can pay (card state active or expiring soon). */
  hasUsableCard: boolean;
  /** A saved card exists, whatever its state (GET /payment/payments/card answered 200). */
  hasCard: boolean;
  /** Which wallets this browser can pay with (feature-detected). */
  wallets: { googlePay: boolean; applePay: boolean };
}

export const isFeatureEnabled = (feature: FeatureId, context: Pick<RefillContext, 'disabledFeatures'>) =>
  featureOn(context.disabledFeatures, feature);

/**
 * Core §4: card payments for prepaid orders depend on a configuration flag and a feature toggle. A refill
 * tops up a prepaid number, so card methods need PrepaidCardPaymentsEnabled and TopUpCard (1).
 */
export function cardPaymentsAllowed(context: RefillContext): boolean {
  return cardPaymentsOn({ configs: context.configs, disabledFeatures: context.disabledFeatures, postpaid: false }, FeatureId.TopUpCard);
}

/** The saved-card tab replaces the card tab for a logged-in user with a saved card, when cards may pay. */
export function showsSavedCardTab(context: RefillContext): boolean {
  return context.isLoggedIn && context.hasCard && cardPaymentsAllowed(context);
}

/**
 * The method picker of each tab, in display order. The saved-card tab offers the saved card first (its
 * choice shows the agreement, core §4 Card checkboxes), then a new card and the bank; an unusable saved
 * card is left out (the tab offers adding a new one instead).
 */
export function tabMethods(tab: RefillTab, context: RefillContext): PaymentMethodName[] {
  const card = cardPaymentsAllowed(context);
  const bank = isFeatureEnabled(FeatureId.TopUpBank, context);
  const pick = (entries: [PaymentMethodName, boolean][]) => entries.filter(([, on]) => on).map(([method]) => method);
  switch (tab) {
    case RefillTab.CreditCardLogin:
      return pick([
        [PaymentMethodName.CardRefill, card && context.hasUsableCard],
        [PaymentMethodName.Card, card],
        [PaymentMethodName.Bank, bank],
      ]);
    case RefillTab.CreditCard:
      return pick([
        [PaymentMethodName.Card, card],
        [PaymentMethodName.Bank, bank],
      ]);
    case RefillTab.Mobile:
      return pick([
        [PaymentMethodName.GooglePay, isFeatureEnabled(FeatureId.GooglePay, context) && context.wallets.googlePay],
        [PaymentMethodName.ApplePay, isFeatureEnabled(FeatureId.ApplePay, context) && context.wallets.applePay],
      ]);
    default:
      return [];
  }
}

/**
 * The tabs to show, in order. The card tab is the saved-card variant or the plain one (never both); it
 * goes when it has no method left (TopUpCard and TopUpBank off, or no card payments and TopUpBank off).
 * Voucher needs TopUpVoucher (3); mobile needs a wallet that is enabled and works in this browser.
 */
export function availableTabs(context: RefillContext): RefillTab[] {
  const tabs: RefillTab[] = [];
  const cardTab = showsSavedCardTab(context) ? RefillTab.CreditCardLogin : RefillTab.CreditCard;
  if (tabMethods(cardTab, context).length > 0) tabs.push(cardTab);
  if (isFeatureEnabled(FeatureId.TopUpVoucher, context)) tabs.push(RefillTab.Voucher);
  if (tabMethods(RefillTab.Mobile, context).length > 0) tabs.push(RefillTab.Mobile);
  return tabs;
}

const TAB_LABELS: Record<RefillTab, string> = {
  'credit-card': 'enums:RefillTab.CreditCard',
  'credit-card-login': 'enums:RefillTab.CreditCardLogin',
  voucher: 'enums:RefillTab.Voucher',
  mobile: 'enums:RefillTab.Mobile',
};

/**
 * A tab is named by what it offers: with card payments off (TopUpCard 1 or the config), the card tab holds
 * the bank alone and says so, rather than "by card" over a bank link.
 */
export function tabLabelKey(tab: RefillTab, context: RefillContext): string {
  if (tab === RefillTab.CreditCard && !tabMethods(tab, context).includes(PaymentMethodName.Card)) return 'refill:bankTab';
  return TAB_LABELS[tab];
}

/** The ways to top up the page's lead names, in the order of its tabs. */
export type RefillWay = 'card' | 'bank' | 'google-pay' | 'apple-pay' | 'voucher';

/**
 * What the operator offers now, as the lead says it (issue 50: it named Apple Pay while Apple Pay was off):
 * the tabs' methods by the features and configs, a wallet by its feature alone. Whether this browser can pay
 * with a wallet is known only once it runs, and the prerendered page says the same as the live one.
 */
export function offeredWays(context: Omit<RefillContext, 'wallets'>): RefillWay[] {
  const full: RefillContext = { ...context, wallets: { googlePay: true, applePay: true } };
  const methods = availableTabs(full).flatMap((tab) => (tab === RefillTab.Voucher ? ['voucher' as const] : tabMethods(tab, full)));
  const ways = methods.map((method): RefillWay => (method === PaymentMethodName.CardRefill ? 'card' : (method as RefillWay)));
  return [...new Set(ways)];
}
