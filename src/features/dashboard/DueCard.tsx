import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import { amountDue, nextInvoiceDate } from '@/shared/account/invoice-state';
import type { Invoice } from './dashboard-data';

/**
 * A postpaid account's card in the balance's place (it has no balance to top up): what is due and by when,
 * a warning with the way to pay when an invoice is late, and when the next invoice comes. Invoices that
 * failed to load (null) are said to be unavailable, not left blank.
 */
export function DueCard({ invoices, today, lang }: { invoices: Invoice[] | null; today: string; lang: Language }) {
  const { t } = useTranslation('dashboard');
  const due = invoices ? amountDue(invoices, today) : null;
  const next = invoices ? nextInvoiceDate(invoices) : null;
  const toInvoices = href('Invoices', {}, lang);
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-due">
      <h2 id="dashboard-due">{t('due.title')}</h2>
      {!due ? <p>{t('unavailable')}</p> : null}
      {due && due.total > 0 ? (
        <>
          <p className="dashboard-balance__amount">{formatPrice(due.total, lang)}</p>
          {due.overdue ? (
            <p className="dashboard-due__late">{t('due.overdue')}</p>
          ) : (
            <p className="dashboard-muted">{t('due.payBy', { date: formatDate(due.dueDate!, lang) })}</p>
          )}
          <Link className="button" to={toInvoices}>
            {t('due.pay')}
          </Link>
        </>
      ) : null}
      {due && due.total === 0 ? <p>{t('due.allPaid')}</p> : null}
      {next ? <p className="dashboard-muted">{t('due.nextInvoice', { date: formatDate(next, lang) })}</p> : null}
      {due && due.total === 0 ? (
        <Link className="button button--secondary" to={toInvoices}>
          {t('due.invoices')}
        </Link>
      ) : null}
    </section>
  );
}
