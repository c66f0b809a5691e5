import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/numbers';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { formatMonth } from '../common/format';
import { settle } from '../common/load';
import type { Invoice } from '../invoices/invoices-data';
import '../account.css';

export const namespaces = ['account'] as const;

/**
 * What the API says of the invoice (issue 47 F2): paid, or unpaid; or unconfirmed when no invoice is named, the
 * one named is not listed, or the list cannot be read. The address's :status never stands in for it.
 */
type ResultData = { state: 'paid' | 'unpaid'; invoice: Invoice } | { state: 'unconfirmed' };

export async function loader({ request, services }: ScreenLoaderArgs): Promise<ResultData> {
  const invoiceId = new URL(request.url).searchParams.get('invoiceId');
  const [invoices] = await settle<[Invoice[]]>(services, [unwrap(services.api.GET('/billing/invoices'))]);
  const invoice = invoiceId ? invoices?.find((one) => one.id === invoiceId) : undefined;
  // The side navigation's invoices badge follows what is left to pay.
  void accountData(services)
    .unpaidInvoices.refresh()
    .catch(() => undefined);
  return invoice ? { state: invoice.paid ? 'paid' : 'unpaid', invoice } : { state: 'unconfirmed' };
}

const TEXTS = { paid: 'account:invoices.paid', unpaid: 'account:invoices.notPaid', unconfirmed: 'account:invoices.unconfirmed' } as const;

/**
 * Where paying an invoice ends (at once with the saved card, or back from the payment page): paid, with the
 * month and amount; or not paid, said plainly (the invoice stays unpaid, nothing was taken), with the way to
 * try again; or, when the invoice's state cannot be read, that it could not be confirmed, with the way to the
 * list. The invoice's own state decides, so a reloaded or hand-written address cannot say paid falsely.
 */
export default function InvoicePaymentResult() {
  const result = useLoaderData() as ResultData;
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'account']);
  const texts = TEXTS[result.state];
  return (
    <div className="account invoice-result">
      <h1>{t('routes:InvoicePaymentResult.title')}</h1>
      <section
        className={`account-section account-result account-result--${result.state === 'paid' ? 'ok' : 'error'}`}
        aria-labelledby="invoice-result-title"
      >
        <h2 id="invoice-result-title">{t(`${texts}.title`)}</h2>
        <p>
          {result.state === 'paid'
            ? t(`${texts}.text`, { period: formatMonth(result.invoice.period, t), amount: formatPrice(result.invoice.amount, lang) })
            : t(`${texts}.text`)}
        </p>
        <p>
          <Link className="button" to={href('Invoices', {}, lang)}>
            {t(result.state === 'unpaid' ? 'account:invoices.tryAgain' : 'account:invoices.toInvoices')}
          </Link>
        </p>
      </section>
    </div>
  );
}
