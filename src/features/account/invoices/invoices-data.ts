import type { components } from '@generated/api/schema';
import { accountData } from '@/shared/account/account-data';
import { apiBaseUrl, unwrap } from '@/shared/api/client';
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
}

/** The user info (prepaid or postpaid), the invoices and the payment history, in parallel. */
export async function loadInvoices(services: Services): Promise<InvoicesData> {
  const [user, invoices, payments] = await settle<[Schemas['UserInfo'], Invoice[], PaymentHistoryEntry[]]>(services, [
    accountData(services).userInfo.get(),
    unwrap(services.api.GET('/billing/invoices')),
    unwrap(services.api.GET('/billing/payments')),
  ]);
  return { customerType: user?.customerType ?? null, invoices, payments };
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
