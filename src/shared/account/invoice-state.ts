import type { components } from '@generated/api/schema';
import { inVilnius } from '@/shared/format/format';

type Invoice = components['schemas']['Invoice'];

/** A moment's date (YYYY-MM-DD) on the Vilnius calendar, as due dates are written. */
export const vilniusDate = (moment: Date): string => inVilnius(moment).toISOString().slice(0, 10);

/**
 * A postpaid invoice's state, the one rule of the invoice list and the Dashboard: paid, unpaid, or overdue
 * from the day after its due date on the Vilnius calendar (at Vilnius midnight, whatever the browser's zone).
 */
export type InvoiceStatus = 'paid' | 'unpaid' | 'overdue';

export function invoiceStatus(invoice: Pick<Invoice, 'paid' | 'dueDate'>, today: string): InvoiceStatus {
  if (invoice.paid) return 'paid';
  return invoice.dueDate < today ? 'overdue' : 'unpaid';
}

/** What a postpaid account owes now: its unpaid invoices' total, the first due date, and whether any is late. */
export interface AmountDue {
  total: number;
  /** The earliest due date among the unpaid invoices; null when all are paid. */
  dueDate: string | null;
  overdue: boolean;
  /** The invoices still to pay, oldest due first. */
  unpaid: Invoice[];
}

export function amountDue(invoices: readonly Invoice[], today: string): AmountDue {
  const unpaid = invoices.filter((invoice) => !invoice.paid).sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  // In cents, so 14,99 + 0,29 is 15,28 and not 15,280000000000001.
  const cents = unpaid.reduce((sum, invoice) => sum + Math.round(invoice.amount * 100), 0);
  return {
    total: cents / 100,
    dueDate: unpaid[0]?.dueDate ?? null,
    overdue: unpaid.some((invoice) => invoiceStatus(invoice, today) === 'overdue'),
    unpaid,
  };
}

/**
 * When the next invoice comes: a month after the latest was issued (invoices are monthly, issued on the same
 * day of the month; # assumed in spec/api/billing.yaml). Null without any invoice yet.
 */
export function nextInvoiceDate(invoices: readonly Invoice[]): string | null {
  const latest = invoices
    .map((invoice) => invoice.issuedOn)
    .sort()
    .at(-1);
  if (!latest) return null;
  const [year, month, day] = latest.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year, month, 1));
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next.toISOString().slice(0, 10);
}
