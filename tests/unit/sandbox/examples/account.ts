import type { Examples } from './types';

const POSTPAID = '61234568';

/** A date `days` after the world's clock, as YYYY-MM-DD. */
const daysAhead = (now: Date, days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The account area: invoices, usage statement, requests, login history, port-out, plan cancellation. */
export const accountExamples: Examples = {
  getInvoices: { as: POSTPAID },
  getPaymentHistory: { as: POSTPAID },
  getInvoicePdf: {
    prepare: async (env) => {
      const response = await env.call('GET', '/billing/invoices', { token: await env.login(POSTPAID) });
      const [invoice] = (await response.json()) as { id: string; pdfUrl: string }[];
      const url = new URL(invoice!.pdfUrl);
      return { params: { invoiceId: invoice!.id }, query: { signature: url.searchParams.get('signature')! } };
    },
  },
  payInvoice: {
    as: POSTPAID,
    prepare: async (env) => {
      const response = await env.call('GET', '/billing/invoices', { token: await env.login(POSTPAID) });
      const open = ((await response.json()) as { id: string; paid: boolean }[]).find((invoice) => !invoice.paid);
      return { params: { invoiceId: open!.id }, body: { method: 'card-refill' } };
    },
  },
  createTicket: { body: { topic: 'network', text: 'Vakarais lėtas internetas.' } },
  replyToTicket: { params: { ticketId: 'T-20377' }, body: { text: 'Taip, galite uždaryti.' } },
  getUsageStatement: { query: { type: 'call' } },
  getLoginHistory: { query: { page: 2, pageSize: 10 } },
  createPortOutRequest: {
    prepare: async (env) => ({ body: { recipientOperator: 'telia', portingDate: daysAhead(env.world.clock(), 10), agreement: true } }),
  },
  // issue 51: the family account's holder switches to her son's number; the postpaid demo sets its limit
  switchAccountNumber: { as: '61234577', params: { msisdn: '61234578' } },
  setServiceSwitch: { params: { switchId: 'roaming' }, body: { enabled: false } },
  setSpendingLimit: { as: POSTPAID, body: { amount: 40 } },
  cancelPortOutRequest: {
    prepare: async (env) => {
      const body = { recipientOperator: 'bite', portingDate: daysAhead(env.world.clock(), 5), agreement: true };
      const response = await env.call('POST', '/port-out/request', { token: env.token, body });
      if (response.status !== 200) throw new Error(`port-out request answered ${response.status}`);
    },
  },
};
