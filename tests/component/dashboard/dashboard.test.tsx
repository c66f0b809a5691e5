// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, server, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

// Whole-app tests on a busy two-core machine: generous limits; every wait still ends when its condition holds.
const slow = { timeout: 15_000 };
// The page itself, not the route fallback the shell shows (with the same title) while it loads.
const profileRegion = () => screen.findByRole('region', { name: lt.dashboard.profile }, slow);
const d = lt.dashboard;
// Texts are matched with plain spaces (Testing Library folds the no-break spaces); attributes keep them.

describe('Dashboard (/pagrindinis)', { timeout: 60_000 }, () => {
  it('shows the prepaid subscriber 61234567: profile, balance, grouped allowances and a top-up link', async () => {
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    const profile = await profileRegion();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.Dashboard.title })).toBeInTheDocument();
    expect(within(profile).getByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(profile).getByText('+370 612 34567')).toBeInTheDocument();
    expect(within(profile).getByText(d.esimNo)).toBeInTheDocument();
    expect(within(profile).getByText(d.simValidUntil)).toBeInTheDocument();

    const balance = screen.getByRole('region', { name: d.balance });
    expect(within(balance).getByText('12,45 €')).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: d.topUp })).toHaveAttribute('href', '/papildymas');

    const allowances = screen.getByRole('region', { name: d.allowances });
    const data = within(allowances).getByRole('region', { name: 'Mobilusis internetas' });
    const bar = within(data).getByRole('progressbar', { name: '20 GB 30 d.' });
    expect(bar).toHaveAttribute('aria-valuetext', 'Išnaudota 6,4\u00a0GB iš 20\u00a0GB');
    expect(bar).toHaveAttribute('max', '20');
    expect(within(data).getByText('Liko 13,6 GB')).toBeInTheDocument();
    const voice = within(allowances).getByRole('region', { name: 'Pokalbiai' });
    expect(within(voice).getByText(d.unlimited)).toBeInTheDocument();
    expect(within(voice).queryByRole('progressbar')).toBeNull();
    const sms = within(allowances).getByRole('region', { name: 'SMS žinutės' });
    expect(within(sms).getByRole('progressbar')).toHaveAttribute('aria-valuetext', 'Išnaudota 88\u00a0SMS iš 500\u00a0SMS');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a postpaid subscriber what is due instead of a balance: amount, the late warning with the way to pay, the next invoice', async () => {
    const invoice = (id: string, issuedOn: string, dueDate: string, amount: number, paid: boolean) => ({
      id,
      period: issuedOn.slice(0, 7),
      issuedOn,
      dueDate,
      amount,
      paid,
      paidOn: paid ? dueDate : null,
      pdfUrl: `${API_BASE}/billing/invoices/${id}/pdf?signature=x`,
    });
    const late = [invoice('PS-3', '2020-03-31', '2020-04-20', 0.29, false), invoice('PS-2', '2020-02-29', '2020-03-20', 14.99, false)];
    server.use(http.get(`${API_BASE}/billing/invoices`, () => HttpResponse.json(late)));
    await renderApp('/pagrindinis', { loggedInAs: '61234568' });
    expect(within(await profileRegion()).getByText('Tomas Petrauskas')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: d.balance })).toBeNull();
    let due = screen.getByRole('region', { name: d.due.title });
    expect(within(due).getByText('15,28 €')).toBeInTheDocument();
    expect(within(due).getByText(d.due.overdue)).toBeInTheDocument();
    expect(within(due).getByRole('link', { name: d.due.pay })).toHaveAttribute('href', '/pagrindinis/saskaitos-ir-mokejimai');
    // Monthly, issued on the same day: the 31st of March is followed by the last day of April.
    expect(within(due).getByText('Kita sąskaita – 2020 m. balandžio 30 d.')).toBeInTheDocument();
    expect(within(due).queryByRole('link', { name: d.topUp })).toBeNull();
    cleanup();

    const paid = [invoice('PS-4', '2099-01-03', '2099-01-20', 14.99, true)];
    server.use(http.get(`${API_BASE}/billing/invoices`, () => HttpResponse.json(paid)));
    await renderApp('/pagrindinis', { loggedInAs: '61234568' });
    await profileRegion();
    due = screen.getByRole('region', { name: d.due.title });
    expect(within(due).getByText(d.due.allPaid)).toBeInTheDocument();
    expect(within(due).queryByText(/€/)).toBeNull();
    expect(within(due).getByText('Kita sąskaita – 2099 m. vasario 3 d.')).toBeInTheDocument();
    cleanup();

    server.use(
      http.get(`${API_BASE}/billing/invoices`, () => HttpResponse.json([invoice('PS-5', '2099-01-03', '2099-01-20', 9.5, false)])),
    );
    await renderApp('/en/dashboard', { loggedInAs: '61234568' });
    due = await screen.findByRole('region', { name: 'Amount due' }, slow);
    expect(within(due).getByText('€9,50')).toBeInTheDocument();
    expect(within(due).getByText('Pay by 20 January 2099')).toBeInTheDocument();
    expect(within(due).queryByText(/overdue/)).toBeNull();
    cleanup();

    server.use(http.get(`${API_BASE}/billing/invoices`, () => HttpResponse.json({ Exception: 'Boom' }, { status: 500 })));
    await renderApp('/pagrindinis', { loggedInAs: '61234568' });
    await profileRegion();
    expect(within(screen.getByRole('region', { name: d.due.title })).getByText(d.unavailable)).toBeInTheDocument();
  });

  it('a prepaid subscriber is not asked for invoices', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    await profileRegion();
    expect(screen.queryByRole('region', { name: d.due.title })).toBeNull();
    expect(asked.filter((path) => path.endsWith('/billing/invoices'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('sends 61234570, who must finish registration, to registration with the guid', async () => {
    const view = await renderApp('/pagrindinis', { loggedInAs: '61234570' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/reg/identifikavimo-budai'), slow);
    const query = new URLSearchParams(view.router.state.location.search);
    expect(query.get('guid')).toMatch(/^reg-/);
    expect(query.get('msisdn')).toBe('61234570');
  });

  it('sends 61234571, whose password change is forced, to password recovery with the hash', async () => {
    const view = await renderApp('/pagrindinis', { loggedInAs: '61234571' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/slaptazodzio-keitimas'), slow);
    expect(new URLSearchParams(view.router.state.location.search).get('hash')).toMatch(/^pr-/);
  });

  it('shows the password-change reminder as a modal, once per session', async () => {
    server.use(
      http.get('*/api/user-information/action-reminders', () =>
        HttpResponse.json({
          forceFinishRegistration: false,
          forceFinishPasswordRemind: false,
          remindPasswordChange: true,
          registrationConfirmHash: null,
          passwordConfirmHash: null,
        }),
      ),
    );
    const r = lt.common.banners.passwordChangeReminder;
    const first = await renderApp('/pagrindinis', { loggedInAs: '61234567', closedBanners: [] });
    const modal = await screen.findByRole('dialog', { name: r.title }, slow);
    expect(within(modal).getByText(r.text)).toBeInTheDocument();
    expect(within(modal).getByRole('link', { name: r.change })).toHaveAttribute(
      'href',
      '/pagrindinis/nustatymai/prisijungimo-informacija#slaptazodzio-keitimas',
    );
    await userEvent.setup().click(within(modal).getByRole('button', { name: lt.common.modal.close }));
    expect(screen.queryByRole('dialog', { name: r.title })).toBeNull();
    // It was the visit's one popup (it comes first, priority 0): the API's information modal waits among the notices.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(screen.getByRole('list', { name: lt.common.banners.label })).getByText('Atnaujinome savitarną')).toBeInTheDocument();
    first.unmount();
    // The same session opens the dashboard again: the reminder does not come back.
    await renderApp('/pagrindinis');
    await profileRegion();
    expect(screen.queryByRole('dialog', { name: r.title })).toBeNull();
  });

  it('sends a 401 on the user info to Login with returnUrl, without a popup', async () => {
    server.use(http.get('*/api/user-information/user', () => HttpResponse.json({ errors: [{ code: 'Unauthorized' }] }, { status: 401 })));
    const view = await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), slow);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe('/pagrindinis');
    await screen.findByRole('textbox', { name: 'Telefono numeris' }, slow);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
  });

  it('shows the error popup when the user info fails otherwise, and the rest of the page', async () => {
    server.use(
      http.get('*/api/user-information/user', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
    );
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    // The popup opens from the loader, before the page; the page behind it is inert, hence `hidden`.
    const profile = await screen.findByRole('region', { name: d.profile, hidden: true }, slow);
    expect(within(profile).getByText(d.unavailable)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: d.balance, hidden: true })).getByText('12,45 €')).toBeInTheDocument();
  });

  it('says the balance is unavailable when the balances fail, and still offers the top-up', async () => {
    server.use(
      http.get('*/api/user-information/v2/grouped-buckets', () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/pagrindinis', { loggedInAs: '61234567' });
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InternalServerErrorException);
    const balance = await screen.findByRole('region', { name: d.balance, hidden: true }, slow);
    expect(within(balance).getByText(d.unavailable)).toBeInTheDocument();
    expect(within(balance).getByRole('link', { name: d.topUp, hidden: true })).toBeInTheDocument();
  });
});
