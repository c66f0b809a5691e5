import type { World } from './index';
import type { ItemDelivery, ItemOrderRecord } from './airpods';
import type { Language } from './i18n';

export type RefillMethodName = 'bank' | 'card' | 'card-refill' | 'google-pay' | 'apple-pay';
/** 0 one-time, 1 weekly, 2 monthly. */
export type RefillPeriod = 0 | 1 | 2;

/**
 * A payment waiting on the sandbox's payment page (/api/__sandbox/payment-gateway/:id), where the
 * tester approves or declines it, as a bank or card page would. Nothing changes in the world before.
 */
export interface PendingPayment {
  id: string;
  kind: 'refill' | 'card' | 'plan' | 'esim' | 'device' | 'earphones' | 'invoice';
  /** The logged-in user who pays, if any. */
  payer: string | null;
  /** The number topped up or the plan is ordered for. */
  target: string;
  amount: number;
  method: RefillMethodName;
  saveCard: boolean;
  autoPayments: boolean;
  setDefaultPayment: boolean;
  period: RefillPeriod;
  planId: number | null;
  /** For card registrations: the card modal's state (1 Expired, 2 Refill, 3 PlanOrder, 4 ExpiredRefill). */
  accountState: 1 | 2 | 3 | 4 | null;
  /** For device orders: what is bought, how it is paid (payment request type 0 in full, 1 leasing) and where it goes. */
  device: DevicePayment | null;
  /** For an earphone order paid with a new card: the order the approved payment places (a declined one leaves the offer usable). */
  earphones: { transactionId: string; order: ItemOrderRecord; delivery: ItemDelivery } | null;
  /** For an invoice's payment: the invoice it pays (approved, it is paid, unless it was paid meanwhile). */
  invoiceId: string | null;
  language: Language;
  status: 'pending' | 'approved' | 'declined';
  createdAt: Date;
}

/** A device order's payment: the full price (requestType 0) or a leasing contract's first instalment (1). */
export interface DevicePayment {
  sku: string;
  skuUrl: string;
  requestType: 0 | 1;
  months: number | null;
  /** The pick-up shop; null for courier delivery from the e-shop. */
  shopId: number | null;
}

export interface RefillRecord {
  transactionId: string;
  msisdn: string;
  amount: number;
  method: RefillMethodName | 'voucher';
  at: Date;
  /** The campaign the refill took part in (the refill result page's campaignName), if any. */
  campaignName: string | null;
}

export interface VoucherState {
  amount: number;
  usedBy: string | null;
}

export interface RecurringRefill {
  amount: number;
  period: RefillPeriod;
}

export interface PaymentsState {
  pending: Map<string, PendingPayment>;
  refills: RefillRecord[];
  /** Refills declined on the payment page, by transaction id: the result page asks for them too. */
  declined: Map<string, PendingPayment>;
  vouchers: Map<string, VoucherState>;
  recurring: Map<string, RecurringRefill>;
  /** Makes transaction and order ids unique within a world and stable between runs. */
  serial: number;
}

/** Voucher codes that work once each (README); any other code is InvalidVoucherException. */
export const DEMO_VOUCHERS: Record<string, number> = {
  '1234567890123': 5,
  '2345678901234': 10,
  '3456789012345': 20,
  '9999999999999': 3,
};

export function createPayments(): PaymentsState {
  const vouchers = new Map<string, VoucherState>(Object.entries(DEMO_VOUCHERS).map(([code, amount]) => [code, { amount, usedBy: null }]));
  // one voucher is already spent, so the used-voucher error can be seen
  vouchers.set('9999999999999', { amount: 3, usedBy: '61234572' });
  return { pending: new Map(), refills: [], declined: new Map(), vouchers, recurring: new Map(), serial: 1000 };
}

/** A new id with a prefix, e.g. `R1001` for a refill transaction. */
export function nextId(payments: PaymentsState, prefix: string): string {
  payments.serial += 1;
  return `${prefix}${payments.serial}`;
}

/**
 * What became of a refill (GET /payment/v2/payments/refill/{id}): credited, declined or still on the payment page.
 * The refill game's demo transactions (world/campaigns.ts) are refills credited before the world began.
 */
export function refillTransaction(world: Pick<World, 'payments' | 'campaigns'>, id: string) {
  const mask = (msisdn: string) => `${msisdn.slice(0, 3)}***${msisdn.slice(-2)}`;
  const { payments } = world;
  const refill = payments.refills.find((record) => record.transactionId === id);
  const earlier = world.campaigns.transactions.get(id);
  if (refill || earlier) {
    const { msisdn, amount } = refill ?? earlier!;
    return {
      transactionId: id,
      status: 'approved' as const,
      amount,
      maskedMsisdn: mask(msisdn),
      campaignName: refill ? refill.campaignName : 'prize',
    };
  }
  const open = payments.pending.get(id);
  const declined = payments.declined.get(id);
  const payment = open?.kind === 'refill' ? open : declined;
  if (!payment) return undefined;
  const status = payment === declined ? ('declined' as const) : ('pending' as const);
  return { transactionId: id, status, amount: payment.amount, maskedMsisdn: mask(payment.target), campaignName: null };
}
