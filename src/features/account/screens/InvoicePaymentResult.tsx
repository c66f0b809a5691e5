import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/format';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { formatMonth } from '../common/format';
import { settle } from '../common/load';
import type { Invoice } from '../invoices/invoices-data';
import '../account.css';

export const namespaces = ['account'] as const;

interface ResultData {
  /** The invoice the payment was for, as the API has it now; null when it is not (or no longer) listed. */
  invoice: Invoice | null;
  /** Paid as the invoice says, whatever the address claims; the address's status when the invoice is unknown. */
  paid: boolean;
}

export async function loader({ request, params, services }: ScreenLoaderArgs): Promise<ResultData> {
  const invoiceId = new URL(request.url).searchParams.get('invoiceId');
  const [invoices] = await settle<[Invoice[]]>(services, [unwrap(services.api.GET('/billing/invoices'))]);
  const invoice = invoices?.find((one) => one.id === invoiceId) ?? null;
  // The side navigation's invoices badge follows what is left to pay.
  void accountData(services)
    .unpaidInvoices.refresh()
    .catch(() => undefined);
  return { invoice, paid: invoice ? invoice.paid : params.status === 'success' };
}

/**
 * Where paying an invoice ends (at once with the saved card, or back from the payment page): paid, with the
 * month and amount; or not paid, said plainly (the invoice stays unpaid, nothing was taken), with the way to
 * try again. The invoice's own state decides, so a reloaded or hand-written address cannot say paid falsely.
 */
export default function InvoicePaymentResult() {
  const { invoice, paid } = useLoaderData() as ResultData;
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'account']);
  const details = invoice ? { period: formatMonth(invoice.period, t), amount: formatPrice(invoice.amount, lang) } : null;
  return (
    <div className="account invoice-result">
      <h1>{t('routes:InvoicePaymentResult.title')}</h1>
      <section className={`account-section account-result account-result--${paid ? 'ok' : 'error'}`} aria-labelledby="invoice-result-title">
        <h2 id="invoice-result-title">{t(paid ? 'account:invoices.paid.title' : 'account:invoices.notPaid.title')}</h2>
        {paid ? details ? <p>{t('account:invoices.paid.text', details)}</p> : null : <p>{t('account:invoices.notPaid.text')}</p>}
        <p>
          <Link className="button" to={href('Invoices', {}, lang)}>
            {t(paid ? 'account:invoices.toInvoices' : 'account:invoices.tryAgain')}
          </Link>
        </p>
      </section>
    </div>
  );
}
