import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { exception, notFound } from '../errors';
import { requireCaller } from '../guard';
import { api, API_BASE } from '../http';
import { idempotent } from '../idempotency';
import { readBody } from '../request-body';
import { canPay } from '../world/cards';
import { nextId } from '../world/payments';
import { returnPath } from '../world/return-paths';
import { paymentPageUrl, startPayment } from './payment-page';
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
        invoicesOf(subscriber, world.builtAt, world.invoicePayments).map((invoice) => ({
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

    api.post(
      '/billing/invoices/{invoiceId}/payment',
      idempotent(ctx, async ({ request, params, response }) => {
        const { world, subscriber, language } = requireCaller(ctx, request);
        const { method } = await readBody(request, 'InvoicePaymentRequest');
        const invoice = invoicesOf(subscriber, world.builtAt, world.invoicePayments).find((one) => one.id === params.invoiceId);
        if (!invoice) throw notFound('The invoice');
        if (invoice.paidOn) throw exception(400, 'InvoiceAlreadyPaidException');
        if (method === 'card-refill') {
          if (!canPay(world.cards.get(subscriber.msisdn), world.clock())) throw exception(400, 'CardNotFoundException');
          world.invoicePayments.set(invoice.id, { paidOn: world.clock(), method });
          const paymentId = nextId(world.payments, 'V');
          return response(200).json({ paymentId, redirectUrl: returnPath('invoicePayment', language, { invoiceId: invoice.id }) });
        }
        const payment = startPayment(world, language, {
          kind: 'invoice',
          payer: subscriber.msisdn,
          target: subscriber.msisdn,
          amount: invoice.amount,
          method,
          invoiceId: invoice.id,
        });
        return response(200).json({ paymentId: payment.id, redirectUrl: paymentPageUrl(request, payment.id) });
      }),
    ),

    api.get('/billing/payments', ({ request, response }) => {
      const { world, subscriber, language } = requireCaller(ctx, request);
      return response(200).json(paymentHistoryOf(world, subscriber, language).map((item) => ({ ...item, date: item.date.toISOString() })));
    }),
  ];
}
