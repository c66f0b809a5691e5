import { unwrap } from '@/shared/api/client';
import { orElse } from '@/shared/api/optional-data';
import { accountData } from '@/shared/account/account-data';
import type { Services } from '@/shared/services';
import type { PaymentMethod } from '@generated/enums';
import { loadPlans, PLAN_QUERY } from './order-api';
import type { CreditCard } from './order-options';
import { paymentWays } from '@/shared/account/payment-ways';
import type { PricePlan } from './plan-sections';
import { now } from '@/shared/clock';

export type ConfirmationData =
  | { kind: 'order'; plan: PricePlan; choices: PaymentMethod[]; card?: CreditCard; balance: number | null; postpaid: boolean }
  | { kind: 'result'; status: 'success' | 'failure'; orderId: string | null; plan?: PricePlan; retry: number | null };

/** The value of a side call, or undefined when it failed (the seeds' redirects still happen: the API client's). */
const settle = <T>(call: Promise<T>): Promise<T | undefined> => orElse(call, undefined);

/**
 * The confirmation page's data: the chosen plan and the ways to pay for it, or, back from the payment
 * gateway (`?status=success|failure&orderId&planId`), the payment's result.
 */
export async function loadConfirmation(services: Services, query: URLSearchParams): Promise<ConfirmationData> {
  const planId = Number(query.get(PLAN_QUERY));
  const status = query.get('status');
  const plans = await loadPlans(services);
  const plan = Number.isInteger(planId) ? plans.find((candidate) => candidate.id === planId) : undefined;
  if (status === 'success' || status === 'failure') {
    return { kind: 'result', status, orderId: query.get('orderId'), plan, retry: plan ? plan.id : null };
  }
  if (!plan) throw new Response(null, { status: 404 });
  const account = accountData(services);
  const [user, configs, disabled, card, buckets] = await Promise.all([
    settle(account.userInfo.get()),
    settle(account.configs.get()),
    settle(account.disabledFeatures.get()),
    settle(unwrap(services.api.GET('/payment/payments/card'))),
    settle(unwrap(services.api.GET('/user-information/v2/grouped-buckets'))),
  ]);
  const savedCard = card && typeof card === 'object' && 'status' in card ? card : undefined; // 204 = no card
  const choices = paymentWays({
    accepted: plan.paymentMethods,
    postpaid: user?.customerType === 'postpaid',
    card: savedCard,
    configs,
    disabledFeatures: disabled,
    now: now(),
  });
  return {
    kind: 'order',
    plan,
    choices,
    card: savedCard,
    balance: buckets?.balance?.amount ?? null,
    postpaid: user?.customerType === 'postpaid',
  };
}
