import type { components } from '@generated/api/schema';
import { accountData } from '@/shared/account/account-data';
import { apiBaseUrl, unwrap } from '@/shared/api/client';
import { isHandled } from '@/shared/api/api-error';
import type { Services } from '@/shared/services';
import { settle } from '../common/load';

type Schemas = components['schemas'];
export type Invoice = Schemas['Invoice'];
export type PaymentHistoryEntry = Schemas['PaymentHistoryEntry'];

export interface InvoicesData {
  /** null when the user info failed: then both lists show, as there is no telling which applies. */
  customerType: Schemas['UserInfo']['customerType'] | null;
  invoices: Invoice[] | null;
  payments: PaymentHistoryEntry[] | null;
  /** The saved card an invoice can be paid with at once; null when none, or when it could not be read (silently). */
  card: Schemas['CreditCard'] | null;
}

/** The user info (prepaid or postpaid), the invoices, the payment history and the saved card, in parallel. */
export async function loadInvoices(services: Services): Promise<InvoicesData> {
  const card = unwrap(services.api.GET('/payment/payments/card')).then(
    (found) => found ?? null,
    (error: unknown) => (isHandled(error) ? Promise.reject(error) : null),
  );
  const [user, invoices, payments, saved] = await settle<
    [Schemas['UserInfo'], Invoice[], PaymentHistoryEntry[], Schemas['CreditCard'] | null]
  >(services, [
    accountData(services).userInfo.get(),
    unwrap(services.api.GET('/billing/invoices')),
    unwrap(services.api.GET('/billing/payments')),
    card,
  ]);
  return { customerType: user?.customerType ?? null, invoices, payments, card: saved };
}

/** Pays an invoice (POST /billing/invoices/{id}/payment); the answer's redirectUrl is the result or the payment page. */
export async function payInvoice(
  services: Services,
  invoiceId: string,
  method: Schemas['InvoicePaymentRequest']['method'],
): Promise<string> {
  const result = await unwrap(
    services.api.POST('/billing/invoices/{invoiceId}/payment', { params: { path: { invoiceId } }, body: { method } }),
  );
  return result.redirectUrl;
}

/**
 * An invoice's PDF link is followed only when it points into the API (the signed link getInvoicePdf serves);
 * anything else from the answer is not rendered as a link.
 */
export function safePdfUrl(pdfUrl: string, pageOrigin: string, apiBase: string = apiBaseUrl): string | undefined {
  let url: URL;
  let api: URL;
  try {
    url = new URL(pdfUrl, pageOrigin);
    api = new URL(`${apiBase.replace(/\/+$/, '')}/`, pageOrigin);
  } catch {
    return undefined;
  }
  if (url.origin !== api.origin || !url.pathname.startsWith(api.pathname) || url.username || url.password) return undefined;
  return url.origin === pageOrigin ? `${url.pathname}${url.search}` : url.href;
}
