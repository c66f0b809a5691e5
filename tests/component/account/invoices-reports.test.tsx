// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { href } from '@/shared/routing/paths';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { TEST_MOMENT, travelTo } from '../../moment';
import { a, expectPopup, failing, fill, LOAD, pageOnApiOrigin, POSTPAID, PREPAID, region } from './helpers';

useSandboxServer();
// The PDF link must point into the API, which shares the page's origin in the browser.
beforeAll(pageOnApiOrigin);
afterEach(cleanup);

const i = a.invoices;
const r = a.reports;
const world = () => sandbox.context.world(new Request('http://localhost/api'));

describe('Invoices and payments (core §2 /pagrindinis/saskaitos-ir-mokejimai)', { timeout: 60_000 }, () => {
  it('an unpaid invoice is overdue from the Vilnius midnight after its due date (not the UTC one)', async () => {
    // 01:30 on 11 December in Vilnius, still 10 December in UTC.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-10T23:30:00Z') });
    try {
      server.use(
        http.get('*/api/billing/invoices', () =>
          HttpResponse.json([
            {
              id: 'INV-X',
              period: '2026-11',
              issuedOn: '2026-11-30',
              dueDate: '2026-12-10',
              amount: 19.99,
              paid: false,
              paidOn: null,
              pdfUrl: '/api/billing/invoices/INV-X/pdf',
            },
          ]),
        ),
      );
      await renderApp(href('Invoices'), { loggedInAs: POSTPAID });
      const table = within(await region(i.title)).getByRole('table', { name: i.caption });
      expect(within(table).getByText(i.overdue)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it("lists a postpaid account's invoices by month with amount, due date, paid state and a working PDF link", async () => {
    await renderApp(href('Invoices'), { loggedInAs: POSTPAID });
    const invoices = await region(i.title);
    const table = within(invoices).getByRole('table', { name: i.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    const [newest, older] = rows as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('rowheader')).toHaveTextContent(/^\d{4} m\. [a-ząčęėįšųūž]+$/);
    expect(within(newest).getByText(/^\d+,\d{2} €$/)).toBeInTheDocument();
    expect(within(newest).getByText(new RegExp(`^(${i.unpaid}|${i.overdue})$`))).toBeInTheDocument();
    expect(within(older).getByText(new RegExp(`^${i.paidOn.replace('{{date}}', '')}`))).toBeInTheDocument();
    const link = within(newest).getByRole('link', { name: new RegExp(`^${i.pdf}`) });
    expect(link).toHaveAccessibleName(expect.stringContaining(lt.common.newTab));
    const pdf = await fetch(new URL(link.getAttribute('href')!, API_BASE));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect((await pdf.text()).startsWith('%PDF-1.4')).toBe(true);
    // Without its signature the document is not served.
    const unsigned = new URL(link.getAttribute('href')!, API_BASE);
    unsigned.searchParams.set('signature', 'x');
    expect((await fetch(unsigned)).status).toBe(404);

    const payments = screen.getByRole('region', { name: i.history });
    expect(within(payments).getAllByRole('row').length).toBeGreaterThan(5);
    expect(within(payments).getAllByText(i.methods.card).length).toBeGreaterThan(0);
  });

  it('shows a prepaid number its refills and payments (with a refill made now) and no invoices', async () => {
    world().payments.refills.push({
      transactionId: 'R7777',
      msisdn: PREPAID,
      amount: 12.5,
      method: 'bank',
      at: new Date(),
      campaignName: null,
    });
    await renderApp(href('Invoices'), { loggedInAs: PREPAID });
    const history = await region(i.prepaidHistory);
    expect(screen.queryByRole('region', { name: i.title })).toBeNull();
    const rows = within(history).getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('+12,50 €')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(i.methods.bank)).toBeInTheDocument();
    expect(within(history).getAllByText(i.methods.balance).length).toBeGreaterThan(0);
    expect(within(history).getByRole('link', { name: i.topUp })).toHaveAttribute('href', href('Refill'));
  });

  it('says when there is nothing, and when the invoices fail to load', async () => {
    server.use(http.get('*/api/billing/payments', () => HttpResponse.json([])));
    await renderApp(href('Invoices'), { loggedInAs: PREPAID });
    expect(await screen.findByText(i.noPayments, {}, LOAD)).toBeInTheDocument();
    cleanup();
    server.resetHandlers();
    failing('get', '/billing/invoices');
    await renderApp(href('Invoices'), { loggedInAs: POSTPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    const invoices = await screen.findByRole('region', { name: i.title, hidden: true }, LOAD);
    expect(within(invoices).getByText(a.unavailable)).toBeInTheDocument();
  });
});

describe('Usage statement (core §2 Reports /pagrindinis/isklotine)', { timeout: 60_000 }, () => {
  it("shows this month's calls, SMS and data with the totals, and filters by type and month", async () => {
    const user = userEvent.setup();
    const view = await renderApp(href('Reports'), { loggedInAs: PREPAID });
    const totals = await region(/^Suvestinė: /);
    expect(within(totals).getByText(r.types.call)).toBeInTheDocument();
    expect(within(totals).getByText(r.charged).nextElementSibling).toHaveTextContent(/^\d+,\d{2} €$/);
    const records = screen.getByRole('table', { name: r.records });
    const all = within(records).getAllByRole('row').length - 1;
    expect(screen.getByRole('status')).toHaveTextContent(new RegExp(`: ras(tas|ti|ta) ${all} įraš`));

    const form = screen.getByRole('form', { name: r.filter });
    await user.click(within(form).getByRole('radio', { name: r.types.call }));
    await user.click(within(form).getByRole('button', { name: r.show }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('type')).toBe('call'));
    await waitFor(() => expect(within(screen.getByRole('table', { name: r.records })).getAllByRole('row').length - 1).toBeLessThan(all));
    const kinds = within(screen.getByRole('table', { name: r.records }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(kinds.length).toBeGreaterThan(0);
    expect(kinds.every((kind) => kind === r.kinds['call-outgoing'] || kind === r.kinds['call-incoming'])).toBe(true);

    const month = within(form).getByRole('combobox', { name: r.month });
    const options = within(month).getAllByRole('option');
    expect(options).toHaveLength(6);
    await user.selectOptions(month, options[2]!);
    await user.click(within(form).getByRole('button', { name: r.show }));
    await waitFor(() =>
      expect(new URLSearchParams(view.router.state.location.search).get('month')).toBe((options[2] as HTMLOptionElement).value),
    );
    await waitFor(() => expect(screen.getByRole('region', { name: /^Suvestinė: / })).toHaveTextContent(options[2]!.textContent!));
  });

  it('shows the latest statement, and says so, for a bookmarked month that has no statement any more', async () => {
    await renderApp(`${href('Reports')}?month=2001-01&type=sms`, { loggedInAs: PREPAID });
    const form = await screen.findByRole('form', { name: r.filter }, LOAD);
    const month = within(form).getByRole('combobox', { name: r.month });
    const latest = within(month).getAllByRole('option')[0]!;
    expect(screen.getByRole('alert')).toHaveTextContent(fill(r.monthGone, { month: latest.textContent! }));
    expect(month).toHaveValue((latest as HTMLOptionElement).value);
    expect(within(form).getByRole('radio', { name: r.types.sms })).toBeChecked(); // the type asked for stays
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows an empty month as such, with its totals', async () => {
    const zero = { count: 0, amount: 0 };
    server.use(
      http.get('*/api/usage/records', () =>
        HttpResponse.json({
          month: '2026-01',
          availableMonths: ['2026-01'],
          records: [],
          totals: { calls: { ...zero, durationSeconds: 0 }, sms: zero, data: { sessions: 0, volumeKb: 0, amount: 0 }, amount: 0 },
          dailyData: [],
        }),
      ),
    );
    await renderApp(`${href('Reports')}?type=sms`, { loggedInAs: PREPAID });
    expect(await screen.findByText(r.empty, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(fill(r.showing_other, { month: '2026 m. sausis', count: 0 }));
    expect(screen.getByRole('region', { name: 'Suvestinė: 2026 m. sausis' })).toHaveTextContent(fill(r.smsTotal_other, { count: 0 }));
    expect(screen.queryByRole('table', { name: r.records })).toBeNull();
  });

  it("at 00:30 on the 1st in Vilnius says the month has only begun, and offers the previous one's statement", async () => {
    // Still 30 November in UTC: the statement's months are Vilnius's (issue 46).
    travelTo('2026-11-30T22:30:00Z');
    try {
      sandbox.reset();
      const user = userEvent.setup();
      const view = await renderApp(href('Reports'), { loggedInAs: PREPAID });
      expect(await screen.findByText(r.emptyYet, {}, LOAD)).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(fill(r.showing_other, { month: '2026 m. gruodis', count: 0 }));
      expect(screen.queryByRole('table', { name: r.records })).toBeNull();
      await user.click(screen.getByRole('link', { name: fill(r.previousMonth, { month: '2026 m. lapkritis' }) }));
      await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('month')).toBe('2026-11'));
      const records = await screen.findByRole('table', { name: r.records }, LOAD);
      expect(within(records).getAllByRole('row').length).toBeGreaterThan(30);
      expect(screen.getByRole('combobox', { name: r.month })).toHaveValue('2026-11');
    } finally {
      travelTo(TEST_MOMENT);
    }
  });

  it('an empty month offers the month before with the same type, and the oldest offers none', async () => {
    const user = userEvent.setup();
    const view = await renderApp(`${href('Reports')}?type=call`, { loggedInAs: PREPAID });
    const form = await screen.findByRole('form', { name: r.filter }, LOAD);
    const months = within(within(form).getByRole('combobox', { name: r.month })).getAllByRole('option') as HTMLOptionElement[];
    server.use(
      http.get('*/api/usage/records', ({ request }) => {
        const month = new URL(request.url).searchParams.get('month') ?? months[0]!.value;
        const zero = { count: 0, amount: 0 };
        return HttpResponse.json({
          month,
          availableMonths: months.map((option) => option.value),
          records: [],
          totals: { calls: { ...zero, durationSeconds: 0 }, sms: zero, data: { sessions: 0, volumeKb: 0, amount: 0 }, amount: 0 },
          dailyData: [],
        });
      }),
    );
    await user.selectOptions(within(form).getByRole('combobox', { name: r.month }), months[4]!);
    await user.click(within(form).getByRole('button', { name: r.show }));
    expect(await screen.findByText(r.empty, {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: fill(r.previousMonth, { month: months[5]!.textContent! }) }));
    await waitFor(() => expect(view.router.state.location.search).toBe(`?month=${months[5]!.value}&type=call`));
    expect(await screen.findByText(r.empty, {}, LOAD)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: r.month })).toHaveValue(months[5]!.value));
    expect(screen.queryByRole('link', { name: new RegExp(r.previousMonth.replace('{{month}}', '')) })).toBeNull();
  });

  it('is in English and Russian, and says so when the statement fails', async () => {
    const first = await renderApp(href('Reports', {}, 'en'), { loggedInAs: PREPAID });
    expect(await screen.findByRole('form', { name: en.account.reports.filter }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('table', { name: en.account.reports.records })).toBeInTheDocument();
    first.unmount();
    const second = await renderApp(href('Reports', {}, 'ru'), { loggedInAs: PREPAID });
    expect(await region(/^Итоги: /)).toHaveTextContent(ru.account.reports.types.sms);
    second.unmount();
    failing('get', '/usage/records');
    await renderApp(href('Reports'), { loggedInAs: PREPAID });
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await screen.findByText(a.unavailable, {}, LOAD)).toBeInTheDocument();
  });
});
