import type { components } from '@generated/api/schema';
import { FeatureId } from '@generated/enums';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { optionalData, orElse } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { now } from '@/shared/clock';
import { cardPaymentsAllowed, paymentWays } from '@/shared/account/payment-ways';
import { featureOn } from '@/shared/account/features';

type Schemas = components['schemas'];
export type EsimOffer = Schemas['EsimOffer'];
export type EsimOrder = Schemas['EsimOrder'];
export type PricePlan = Schemas['PricePlan'];
export type CreditCard = Schemas['CreditCard'];
export type ChangeMethod = Schemas['EsimChangeRequest']['paymentMethod'];

/** The value of a side call, or undefined when it failed (401, 403 and 503 the API client acts on). */
export const settle = <T>(call: Promise<T>): Promise<T | undefined> => orElse(call, undefined);

/** Disabled feature ids; none known when the list cannot be read. */
export function disabledFeatures(services: Services): Promise<number[] | undefined> {
  return settle(accountData(services).disabledFeatures.get());
}

/**
 * Whether a new eSIM (a prepaid line) can be paid by card (core §4: card payments for prepaid orders
 * depend on the PrepaidCardPaymentsEnabled flag and the PpPurchaseCreditCard (5) feature). Unknown
 * (a call failed): not offered, as it may be switched off.
 */
export async function purchaseCardAllowed(services: Services): Promise<boolean> {
  const [disabled, configs] = await Promise.all([disabledFeatures(services), settle(accountData(services).configs.get())]);
  return cardPaymentsAllowed({ configs, disabledFeatures: disabled, postpaid: false });
}

export interface ChangeData {
  /** ChangeESim (12) is not disabled. */
  enabled: boolean;
  /** The configured eSIM change price plan (config ESimChangePricePlanId), if it could be found. */
  plan: PricePlan | undefined;
  isEsim: boolean | undefined;
  msisdn: string | undefined;
  /** Ways to pay, in the order offered (PaymentMethod Account, SavedCreditCard, CreditCard). */
  choices: ChangeMethod[];
  card: CreditCard | undefined;
  balance: number | null;
  postpaid: boolean;
}

/**
 * eSIM change (core §2 /esim/keitimas, hidden while ChangeESim 12 is disabled): the configured price
 * plan (config ESimChangePricePlanId, from the plans list) and how it can be paid: the balance (the
 * invoice for postpaid), the saved card, a new card (PpPurchaseCreditCard 5 and, for prepaid, the
 * PrepaidCardPaymentsEnabled flag). Everything in parallel: a failing configs, plans or user info call
 * opens the error popup and the page says the change is unavailable; a failing card or balance call only
 * hides its part.
 */
export async function loadChange(services: Services, withPayment: boolean): Promise<ChangeData> {
  const account = accountData(services);
  const [disabled, configs, plans, user, card, buckets] = await Promise.all([
    disabledFeatures(services),
    // What the page is about (the plan, its price, who pays): a failure opens the error popup (core §7, §8).
    optionalData(services, account.configs.get(), undefined),
    optionalData(services, unwrap(services.api.GET('/price-plan/v3/plans-channels')), undefined),
    optionalData(services, account.userInfo.get(), undefined),
    withPayment ? settle(unwrap(services.api.GET('/payment/payments/card'))) : undefined,
    withPayment ? settle(unwrap(services.api.GET('/user-information/v2/grouped-buckets'))) : undefined,
  ]);
  const planId = Number(configs?.ESimChangePricePlanId);
  const plan = Number.isInteger(planId) ? plans?.plans.find((candidate) => candidate.id === planId) : undefined;
  const savedCard = card && typeof card === 'object' && 'status' in card ? card : undefined; // 204: no card
  const postpaid = user?.customerType === 'postpaid';
  const choices = plan
    ? (paymentWays({
        accepted: plan.paymentMethods,
        postpaid,
        card: savedCard,
        configs,
        disabledFeatures: disabled,
        now: now(),
      }) as ChangeMethod[])
    : [];
  return {
    enabled: featureOn(disabled, FeatureId.ChangeESim),
    plan,
    isEsim: user?.isEsim,
    msisdn: user?.msisdn ?? services.session.getSnapshot().claims?.msisdn,
    choices,
    card: savedCard,
    balance: buckets?.balance?.amount ?? null,
    postpaid,
  };
}
