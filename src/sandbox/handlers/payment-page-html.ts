import type { PendingPayment } from '../world/payments';

const TITLES: Record<PendingPayment['kind'], string> = {
  refill: 'Top-up',
  plan: 'Plan order',
  card: 'Card registration',
  esim: 'eSIM order',
  device: 'Device order',
  earphones: 'Earphone order',
  invoice: 'Invoice payment',
};

function escape(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The payment page's styles, served as a file (GET /api/__sandbox/payment-gateway.css): the page is served
 * under the portal's CSP (style-src 'self'), which refuses an inline <style> (the CSP report collector
 * caught it, issue 7).
 */
export const PAYMENT_PAGE_CSS = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}th{text-align:left;padding-right:1rem}
a{display:inline-block;margin:1.5rem 1rem 0 0;padding:.6rem 1.2rem;border-radius:.4rem;text-decoration:none;color:#fff;background:#0a7d32}
a.decline{background:#b3261e}
`;

/** A plain page standing in for the bank or card gateway: the tester approves or declines. */
export function paymentPageHtml(payment: PendingPayment): string {
  const rows = [
    ['Payment', payment.id],
    ['Method', payment.method],
    ['Number', `+370${payment.target}`],
    ['Amount', `${payment.amount.toFixed(2)} EUR`],
  ]
    .map(([label, value]) => `<tr><th scope="row">${escape(label!)}</th><td>${escape(value!)}</td></tr>`)
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sandbox payment page</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="../payment-gateway.css"></head>
<body><main><h1>Sandbox payment page</h1><p>${escape(TITLES[payment.kind])}. No money moves: this page stands in for the bank or card gateway.</p>
<table>${rows}</table>
<a id="approve" href="${escape(payment.id)}/approve">Approve payment</a><a id="decline" class="decline" href="${escape(payment.id)}/decline">Decline</a>
</main></body></html>`;
}
