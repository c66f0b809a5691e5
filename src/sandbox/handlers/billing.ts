import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { notFound } from '../errors';
import { requireCaller } from '../guard';
import { api, API_BASE } from '../http';
import { invoiceSignature, invoicesOf, paymentHistoryOf, signedInvoice } from '../world/billing';
import { invoicePdf } from '../world/invoice-pdf';
import { isoDate } from '../world/time';

/** Invoices (postpaid) with their signed PDF links, and the history of refills and payments. */
export function billingHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/billing/invoices', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const origin = new URL(request.url).origin;
      return response(200).json(
        invoicesOf(subscriber, world.builtAt).map((invoice) => ({
          id: invoice.id,
          period: invoice.period,
          issuedOn: isoDate(invoice.issuedOn),
          dueDate: isoDate(invoice.dueDate),
          amount: invoice.amount,
          paid: invoice.paidOn !== null,
          paidOn: invoice.paidOn ? isoDate(invoice.paidOn) : null,
          pdfUrl: `${origin}/api/billing/invoices/${encodeURIComponent(invoice.id)}/pdf?signature=${invoiceSignature(invoice, subscriber)}`,
        })),
      );
    }),

    // A document, not JSON: msw's own handler, as openapi-msw types JSON bodies. No bearer token (a link
    // opened in a new tab); the signature in the link is the proof.
    http.get(`${API_BASE}/billing/invoices/:invoiceId/pdf`, ({ request, params }) => {
      const world = ctx.world(request);
      const found = signedInvoice(world, String(params.invoiceId), new URL(request.url).searchParams.get('signature') ?? '');
      if (!found) return notFound('The invoice');
      return new HttpResponse(invoicePdf(found.invoice, found.subscriber), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${found.invoice.id}.pdf"`,
          'Cache-Control': 'private, no-store',
        },
      });
    }),

    api.get('/billing/payments', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(paymentHistoryOf(world, subscriber, language).map((item) => ({ ...item, date: item.date.toISOString() })));
    }),
  ];
}
