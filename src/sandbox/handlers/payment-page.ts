import type { World } from '../world';
import type { Language } from '../world/i18n';
import { nextId, type PendingPayment } from '../world/payments';
import { formatNumber } from '../../shared/format/numbers';

/** Where the sandbox's payment page lives (served by handlers/sandbox-control.ts). */
export function paymentPageUrl(request: Request, paymentId: string): string {
  return `${new URL(request.url).origin}/api/__sandbox/payment-gateway/${paymentId}`;
}

type Defaulted =
  'saveCard' | 'autoPayments' | 'setDefaultPayment' | 'period' | 'planId' | 'accountState' | 'device' | 'earphones' | 'invoiceId';
type NewPayment = Omit<PendingPayment, 'id' | 'status' | 'createdAt' | 'language' | Defaulted> & Partial<Pick<PendingPayment, Defaulted>>;

/** Parks a payment until the tester approves or declines it on the payment page; answers its id. */
export function startPayment(world: World, language: Language, payment: NewPayment): PendingPayment {
  const pending: PendingPayment = {
    saveCard: false,
    autoPayments: false,
    setDefaultPayment: false,
    period: 0,
    planId: null,
    accountState: null,
    device: null,
    earphones: null,
    invoiceId: null,
    ...payment,
    id: nextId(
      world.payments,
      ({ plan: 'O', card: 'C', esim: 'E', refill: 'R', device: 'D', earphones: 'A', invoice: 'V' } as const)[payment.kind],
    ),
    language,
    status: 'pending',
    createdAt: world.clock(),
  };
  world.payments.pending.set(pending.id, pending);
  return pending;
}

/**
 * EUR for exception arguments, in the portal's one number format (7,99 in every language, core §9): the
 * message's own text places the euro sign. The language stays a parameter: a real API answers per language.
 */
export function eur(amount: number, _language: Language): string {
  return formatNumber(amount, { min: 2, max: 2 });
}
