import type { World } from '../world';
import type { Language } from '../world/i18n';
import { nextId, type PendingPayment } from '../world/payments';

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

/** EUR for exception arguments, written as the language writes it (7,99 in lt and ru, 7.99 in en). */
export function eur(amount: number, language: Language): string {
  const fixed = amount.toFixed(2);
  return language === 'en' ? fixed : fixed.replace('.', ',');
}
