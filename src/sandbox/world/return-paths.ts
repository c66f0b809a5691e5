import { hrefOf } from '../../shared/routing/paths';
import type { Language } from './i18n';

/**
 * Portal pages that outside services (the payment page, bank identification, the e-mail link) send
 * the browser back to, from the generated route table, as a real gateway is configured with the
 * portal's addresses.
 */
const PAGES = {
  refillResult: 'RefillResult',
  planConfirmation: 'PlanConfirmation',
  refill: 'Refill',
  plans: 'Plans',
  paymentCards: 'SettingsPaymentCards',
  identityConfirmation: 'RegistrationIdentityConfirmation',
  emailConfirmation: 'EmailConfirmation',
  esimQr: 'EsimPurchaseQr',
  device: 'Device',
  earphonesResult: 'EarphonesOrderResult',
  invoicePayment: 'InvoicePaymentResult',
} as const;

export type ReturnPage = keyof typeof PAGES;

/** The page's path in `language`, with its own params filled in and the query appended (null values left out). */
export function returnPath(
  page: ReturnPage,
  language: Language,
  query: Record<string, string | number | boolean | null | undefined> = {},
  status: 'success' | 'failure' = 'success',
  params: { transactionId?: string; skuUrl?: string } = {},
): string {
  // each page fills only the params its path has (:status, :transactionId, :skuUrl)
  const path = hrefOf(PAGES[page], { status, transactionId: params.transactionId ?? '', skuUrl: params.skuUrl ?? '' }, language);
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
