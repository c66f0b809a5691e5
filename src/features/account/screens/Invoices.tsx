import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { formatDate } from '@/shared/format/format';
import { formatPrice, formatSignedPrice } from '@/shared/format/numbers';
import { invoiceStatus, vilniusDate, type InvoiceStatus } from '@/shared/account/invoice-state';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { formatDateTime } from '@/shared/format/format';
import { formatMonth } from '../common/format';
import { Unavailable } from '../common/Unavailable';
import { loadInvoices, safePdfUrl, type Invoice, type InvoicesData, type PaymentHistoryEntry } from '../invoices/invoices-data';
import { PayInvoiceModal } from '../invoices/PayInvoiceModal';
import '../account.css';
import { now } from '@/shared/clock';

export const namespaces = ['account'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<InvoicesData> {
  return loadInvoices(services);
}

/**
 * Invoices and payments (core §2 /pagrindinis/saskaitos-ir-mokejimai): a postpaid account's monthly invoices
 * with amount, due date, paid state, the PDF and, while unpaid, a way to pay it; for every number the history
 * of refills and payments.
 */
export default function Invoices() {
  const { customerType, invoices, payments, card } = useLoaderData() as InvoicesData;
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'account']);
  return (
    <div className="account invoices">
      <h1>{t('routes:Invoices.title')}</h1>
      <p className="account-lead">{t(customerType === 'prepaid' ? 'account:invoices.prepaidIntro' : 'account:invoices.postpaidIntro')}</p>
      {customerType !== 'prepaid' ? (
        <section className="account-section" aria-labelledby="invoices-title">
          <h2 id="invoices-title">{t('account:invoices.title')}</h2>
          {invoices ? <InvoiceTable invoices={invoices} card={card} /> : <Unavailable />}
        </section>
      ) : null}
      <section className="account-section" aria-labelledby="payments-title">
        <h2 id="payments-title">{t(customerType === 'prepaid' ? 'account:invoices.prepaidHistory' : 'account:invoices.history')}</h2>
        {payments ? <PaymentTable payments={payments} /> : <Unavailable />}
        {customerType === 'prepaid' ? (
          <p>
            <Link className="button" to={href('Refill', {}, lang)}>
              {t('account:invoices.topUp')}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}

const BADGE: Record<InvoiceStatus, string> = { paid: 'ok', unpaid: 'warning', overdue: 'error' };

function InvoiceTable({ invoices, card }: { invoices: Invoice[]; card: InvoicesData['card'] }) {
  const { lang } = useRoute();
  const { t } = useTranslation(['account', 'common']);
  const [payingId, setPayingId] = useState<string | null>(null);
  // The list read again after a refusal: an invoice paid meanwhile closes its dialog with its button.
  const paying = invoices.find((invoice) => invoice.id === payingId && !invoice.paid);
  const today = vilniusDate(now());
  if (invoices.length === 0) return <p className="account-empty">{t('invoices.none')}</p>;
  const origin = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  return (
    <>
      <table className="account-table" role="table">
        <caption className="visually-hidden">{t('invoices.caption')}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {t('invoices.period')}
            </th>
            <th scope="col" role="columnheader">
              {t('invoices.amount')}
            </th>
            <th scope="col" role="columnheader">
              {t('invoices.dueDate')}
            </th>
            <th scope="col" role="columnheader">
              {t('invoices.state')}
            </th>
            <th scope="col" role="columnheader">
              {t('invoices.document')}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {invoices.map((invoice) => {
            const period = formatMonth(invoice.period, t);
            const pdf = safePdfUrl(invoice.pdfUrl, origin);
            const status = invoiceStatus(invoice, today);
            return (
              <tr role="row" key={invoice.id}>
                <th scope="row" role="rowheader" className="account-table__nowrap" data-label={t('invoices.period')}>
                  {period}
                </th>
                <td role="cell" className="account-table__nowrap" data-label={t('invoices.amount')}>
                  {formatPrice(invoice.amount, lang)}
                </td>
                <td role="cell" className="account-table__nowrap" data-label={t('invoices.dueDate')}>
                  {formatDate(invoice.dueDate, lang)}
                </td>
                <td role="cell" className="account-table__state" data-label={t('invoices.state')}>
                  <span className={`account-badge account-badge--${BADGE[status]}`}>
                    {invoice.paid && invoice.paidOn
                      ? t('invoices.paidOn', { date: formatDate(invoice.paidOn, lang) })
                      : t(status === 'overdue' ? 'invoices.overdue' : 'invoices.unpaid')}
                  </span>
                  {status !== 'paid' ? (
                    <button
                      type="button"
                      className="button account-pay"
                      aria-label={t('invoices.payOf', { period })}
                      onClick={() => setPayingId(invoice.id)}
                    >
                      {t('invoices.pay')}
                    </button>
                  ) : null}
                </td>
                <td role="cell" className="account-table__nowrap" data-label={t('invoices.document')}>
                  {pdf ? (
                    <a href={pdf} target="_blank" rel="noopener">
                      {t('invoices.pdf')}{' '}
                      <span className="visually-hidden">{`${t('invoices.pdfOf', { id: invoice.id, period })} ${t('common:newTab')}`}</span>
                    </a>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {paying ? (
        <PayInvoiceModal invoice={paying} period={formatMonth(paying.period, t)} card={card} onClose={() => setPayingId(null)} />
      ) : null}
    </>
  );
}

const METHODS = ['bank', 'card', 'card-refill', 'google-pay', 'apple-pay', 'voucher', 'balance'] as const;

function PaymentTable({ payments }: { payments: PaymentHistoryEntry[] }) {
  const { lang } = useRoute();
  const { t } = useTranslation('account');
  if (payments.length === 0) return <p className="account-empty">{t('invoices.noPayments')}</p>;
  return (
    <table className="account-table" role="table">
      <caption className="visually-hidden">{t('invoices.historyCaption')}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {t('invoices.date')}
          </th>
          <th scope="col" role="columnheader">
            {t('invoices.description')}
          </th>
          <th scope="col" role="columnheader">
            {t('invoices.method')}
          </th>
          <th scope="col" role="columnheader">
            {t('invoices.sum')}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {payments.map((entry) => (
          <tr role="row" key={entry.id}>
            <td role="cell" data-label={t('invoices.date')}>
              {formatDateTime(entry.date, lang)}
            </td>
            <td role="cell" data-label={t('invoices.description')}>
              {entry.description}
            </td>
            <td role="cell" data-label={t('invoices.method')}>
              {t(`invoices.methods.${METHODS.includes(entry.method) ? entry.method : 'card'}`)}
            </td>
            <td role="cell" data-label={t('invoices.sum')} className={entry.amount >= 0 ? 'account-amount--in' : 'account-amount--out'}>
              {formatSignedPrice(entry.amount, lang)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
