import type { World } from './index';
import { pick, text, type Language, type Text } from './i18n';
import type { RefillMethodName } from './payments';
import { between, hashText, oneOf, seededRandom } from './seeded-random';
import type { Subscriber } from './subscribers';
import { addDays, monthDay, vilniusMonth } from './time';
import { inVilnius } from '../../shared/format/format';

/** One monthly invoice of a postpaid account. */
export interface InvoiceState {
  id: string;
  /** YYYY-MM */
  period: string;
  issuedOn: Date;
  dueDate: Date;
  amount: number;
  paidOn: Date | null;
}

/** An invoice paid in this world (POST /billing/invoices/{id}/payment): when, and how. */
export interface InvoicePaymentRecord {
  paidOn: Date;
  method: 'card-refill' | 'card' | 'bank';
}

const ISSUE_DAY = 3;
const DUE_DAY = 20;

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The last 12 invoices of a postpaid account, newest first: month M is billed on the 3rd of M+1 and due on
 * the 20th. The plan's 14,99 € plus a little usage beyond it; every invoice is paid (by card, three days before
 * its due date) except the newest, which is still open until it is paid in this world (`paid`). Built from
 * `now` and those payments alone, so every run is the same.
 */
export function invoicesOf(subscriber: Subscriber, now: Date, paid: ReadonlyMap<string, InvoicePaymentRecord> = new Map()): InvoiceState[] {
  if (subscriber.customerType !== 'postpaid') return [];
  const random = seededRandom(`invoices-${subscriber.msisdn}`);
  // Days and months of the Vilnius calendar: November's invoice is issued on 3 December there.
  const latest = inVilnius(now).getUTCDate() >= ISSUE_DAY ? -1 : -2;
  const invoices: InvoiceState[] = [];
  for (let i = 0; i < 12; i++) {
    const period = vilniusMonth(monthDay(now, latest - i, 1));
    const dueDate = monthDay(now, latest - i + 1, DUE_DAY);
    const id = `PS-${period.replace('-', '')}-${subscriber.accountId.slice(-4)}`;
    invoices.push({
      id,
      period,
      issuedOn: monthDay(now, latest - i + 1, ISSUE_DAY),
      dueDate,
      amount: round(14.99 + (random() < 0.4 ? between(random, 29, 640) / 100 : 0)),
      paidOn: paid.get(id)?.paidOn ?? (i === 0 ? null : addDays(dueDate, -3)),
    });
  }
  return invoices;
}

/** The PDF link's signature: only the portal that listed the invoice can hand out its link. */
export function invoiceSignature(invoice: InvoiceState, subscriber: Subscriber): string {
  return hashText(`${invoice.id}:${subscriber.accountId}:invoice-pdf`).toString(36);
}

/** The subscriber and invoice a PDF link names, when its signature is right. */
export function signedInvoice(world: World, id: string, signature: string): { subscriber: Subscriber; invoice: InvoiceState } | null {
  for (const subscriber of world.subscribers.values()) {
    const invoice = invoicesOf(subscriber, world.builtAt, world.invoicePayments).find((candidate) => candidate.id === id);
    if (invoice && invoiceSignature(invoice, subscriber) === signature) return { subscriber, invoice };
  }
  return null;
}

export type HistoryMethod = RefillMethodName | 'voucher' | 'balance';

export interface PaymentHistoryItem {
  id: string;
  date: Date;
  kind: 'refill' | 'plan' | 'service' | 'invoice';
  description: string;
  amount: number;
  method: HistoryMethod;
}

const REFILL: Text = text('Sąskaitos papildymas', 'Top-up', 'Пополнение счёта');
const INVOICE: Text = text('Sąskaitos {period} apmokėjimas', 'Payment of the {period} invoice', 'Оплата счёта за {period}');
const PLANS: readonly { name: Text; price: number; kind: 'plan' | 'service' }[] = [
  { name: text('Planas „20 GB 30 d.“', 'Plan “20 GB for 30 days”', 'Тариф «20 ГБ на 30 дней»'), price: 7.99, kind: 'plan' },
  { name: text('Planas „Neriboti pokalbiai“', 'Plan “Unlimited calls”', 'Тариф «Безлимитные звонки»'), price: 5.99, kind: 'plan' },
  { name: text('Paslauga „1 GB parai“', 'Service “1 GB for a day”', 'Услуга «1 ГБ на сутки»'), price: 1.29, kind: 'service' },
];

/**
 * Money in and out of a number over the last 12 months, newest first. Prepaid: refills (seeded ones every two
 * to three weeks by card, bank or voucher, plus every refill credited in this world) and plans paid from the
 * balance. Postpaid: the payments of its paid invoices.
 */
export function paymentHistoryOf(world: World, subscriber: Subscriber, language: Language): PaymentHistoryItem[] {
  const now = world.builtAt;
  const since = addDays(now, -365);
  const items: PaymentHistoryItem[] = [];
  if (subscriber.customerType === 'postpaid') {
    for (const invoice of invoicesOf(subscriber, now, world.invoicePayments)) {
      if (!invoice.paidOn) continue;
      items.push({
        id: `P-${invoice.id}`,
        date: invoice.paidOn,
        kind: 'invoice',
        description: pick(INVOICE, language).replace('{period}', invoice.period),
        amount: -invoice.amount,
        method: world.invoicePayments.get(invoice.id)?.method ?? 'card',
      });
    }
    // Newest first, a payment made in this world among them.
    return items.sort((a, b) => b.date.getTime() - a.date.getTime());
  }
  if (subscriber.password) {
    const random = seededRandom(`payments-${subscriber.msisdn}`);
    let day = 4;
    let serial = 1;
    while (day < 365) {
      const date = addDays(now, -day);
      const method = oneOf(random, ['card', 'card', 'bank', 'voucher', 'google-pay'] as const);
      const amount = oneOf(random, [5, 10, 10, 15, 20]);
      items.push({
        id: `H-${subscriber.msisdn.slice(-3)}-${serial++}`,
        date,
        kind: 'refill',
        description: pick(REFILL, language),
        amount,
        method,
      });
      const plan = oneOf(random, PLANS);
      items.push({
        id: `H-${subscriber.msisdn.slice(-3)}-${serial++}`,
        date: addDays(date, -between(random, 1, 3)),
        kind: plan.kind,
        description: pick(plan.name, language),
        amount: -plan.price,
        method: 'balance',
      });
      day += between(random, 14, 24);
    }
  }
  for (const refill of world.payments.refills) {
    if (refill.msisdn !== subscriber.msisdn) continue;
    items.push({
      id: refill.transactionId,
      date: refill.at,
      kind: 'refill',
      description: pick(REFILL, language),
      amount: refill.amount,
      method: refill.method,
    });
  }
  return items.filter((item) => item.date >= since).sort((a, b) => b.date.getTime() - a.date.getTime());
}
