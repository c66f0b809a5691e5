import { describe, expect, it } from 'vitest';
import { amountDue, invoiceStatus, nextInvoiceDate, vilniusDate } from '@/shared/account/invoice-state';

const invoice = (issuedOn: string, dueDate: string, amount: number, paid = false) => ({
  id: issuedOn,
  period: issuedOn.slice(0, 7),
  issuedOn,
  dueDate,
  amount,
  paid,
  paidOn: paid ? dueDate : null,
  pdfUrl: '',
});

/** Issue 35: one rule for what a postpaid account owes, for the invoice list and the Dashboard. */
describe('invoice state', () => {
  it('is late from the day after its due date on the Vilnius calendar, whatever the zone', () => {
    expect(invoiceStatus(invoice('2026-11-03', '2026-11-20', 1), '2026-11-20')).toBe('unpaid');
    expect(invoiceStatus(invoice('2026-11-03', '2026-11-20', 1), '2026-11-21')).toBe('overdue');
    expect(invoiceStatus(invoice('2026-11-03', '2026-11-20', 1, true), '2026-12-21')).toBe('paid');
    // 22:30 UTC on the 20th is already the 21st in Vilnius.
    expect(vilniusDate(new Date('2026-11-20T22:30:00Z'))).toBe('2026-11-21');
  });

  it('sums the unpaid invoices in cents and names the first due date', () => {
    const due = amountDue(
      [invoice('2026-11-03', '2026-11-20', 0.29), invoice('2026-10-03', '2026-10-20', 14.99), invoice('2026-09-03', '2026-09-20', 5, true)],
      '2026-11-01',
    );
    expect(due).toMatchObject({ total: 15.28, dueDate: '2026-10-20', overdue: true });
    expect(amountDue([], '2026-11-01')).toMatchObject({ total: 0, dueDate: null, overdue: false });
  });

  it("expects the next invoice a month after the latest, on the month's last day when it is shorter", () => {
    expect(nextInvoiceDate([invoice('2026-10-03', '', 1), invoice('2026-11-03', '', 1)])).toBe('2026-12-03');
    expect(nextInvoiceDate([invoice('2027-01-31', '', 1)])).toBe('2027-02-28');
    expect(nextInvoiceDate([invoice('2026-12-15', '', 1)])).toBe('2027-01-15');
    expect(nextInvoiceDate([])).toBeNull();
  });
});
