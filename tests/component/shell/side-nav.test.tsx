// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as constants from '@generated/constants';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { server, useSandboxServer } from '../harness';
import { renderShell } from './render-shell';

useSandboxServer();
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const sideNav = (label: string = lt.common.sideNav.label) => screen.getByRole('navigation', { name: label });
const t = lt.common.sideNav;
const failWith = (path: string, status = 500) =>
  server.use(http.get(`*/api${path}`, () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status })));

describe('side navigation (core §2, §4, §6)', () => {
  it('shows the user info: full name, phone number from the token and the eSIM flag', async () => {
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    expect(await within(sideNav()).findByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(sideNav()).getByText('+370 612 34567')).toBeInTheDocument();
    expect(within(sideNav()).queryByText(lt.common.userInfo.esimYes)).toBeNull();
    first.unmount();
    await renderShell(href('Dashboard', {}, 'en'), { loggedInAs: '61234569' });
    expect(await within(sideNav(en.common.sideNav.label)).findByText(en.common.userInfo.esimYes)).toBeInTheDocument();
  });

  it('shows the unread ticket count on my requests, in Lithuanian only', async () => {
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    const requests = await within(sideNav()).findByRole('link', { name: `${t.requests} (${t.newRequests.replace('{{count}}', '2')})` });
    expect(requests).toHaveAttribute('href', href('MyRequests'));
    first.unmount();
    await renderShell(href('Dashboard', {}, 'en'), { loggedInAs: '61234567' });
    const nav = sideNav(en.common.sideNav.label);
    expect(within(nav).getByRole('link', { name: en.common.sideNav.settings })).toHaveAttribute('href', href('Settings', {}, 'en'));
    expect(within(nav).queryByRole('link', { name: new RegExp(en.common.sideNav.requests) })).toBeNull();
  });

  it('shows how many invoices a postpaid account has to pay on the invoices item; a prepaid account is not asked', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234568' });
    const invoices = await within(sideNav()).findByRole('link', { name: `${t.invoices} (${t.unpaidInvoices.replace('{{count}}', '1')})` });
    expect(invoices).toHaveAttribute('href', href('Invoices'));
    first.unmount();
    asked.length = 0;
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    expect(await within(sideNav()).findByText('Rūta Kazlauskienė')).toBeInTheDocument();
    expect(within(sideNav()).getByRole('link', { name: t.invoices })).toBeInTheDocument();
    expect(asked.filter((path) => path.endsWith('/billing/invoices'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('shows no badge without unread tickets, and sends a failed count to the error handler', async () => {
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234568' });
    expect(within(sideNav()).getByRole('link', { name: t.requests })).toBeInTheDocument();
    first.unmount();
    failWith('/otrs360/tickets/unread');
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    expect(await screen.findByRole('alertdialog', { name: lt.common.errorModal.title })).toBeInTheDocument();
  });

  it('renders number registration as a disabled entry that says it is not available', async () => {
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    const item = within(sideNav()).getByRole('link', { name: `${t.numberRegistration} ${t.numberRegistrationDisabled}` });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).not.toHaveAttribute('href');
  });

  it('shows security filtering only when WhaleboneManagementEnabled is True', async () => {
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    expect(await within(sideNav()).findByRole('link', { name: t.securityFiltering })).toHaveAttribute('href', href('SecurityFiltering'));
    first.unmount();
    server.use(http.get('*/api/system/configs', () => HttpResponse.json([{ key: 'WhaleboneManagementEnabled', value: 'False' }])));
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await within(sideNav()).findByText('Rūta Kazlauskienė');
    expect(within(sideNav()).queryByRole('link', { name: t.securityFiltering })).toBeNull();
  });

  it("lists the points page of the running awards campaign (its file's menu item), and opens it", async () => {
    const view = await renderShell(href('Dashboard', {}, 'en'), { loggedInAs: '61234567' });
    const points = await within(sideNav(en.common.sideNav.label)).findByRole('link', { name: 'Pulsas points' });
    expect(points).toHaveAttribute('href', href('AwardsPoints', {}, 'en'));
    await userEvent.click(points);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('AwardsPoints', {}, 'en')));
    await waitFor(
      () =>
        expect(within(sideNav(en.common.sideNav.label)).getByRole('link', { name: 'Pulsas points' })).toHaveAttribute(
          'aria-current',
          'page',
        ),
      { timeout: 15_000 },
    );
  });

  it('hides the items of remotely disabled features after the periodic refresh', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval'] });
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    const nav = sideNav();
    expect(within(nav).getByRole('link', { name: t.esimChange })).toHaveAttribute('href', href('EsimChangeInfo'));
    expect(within(nav).getByRole('link', { name: t.topUpCard })).toHaveAttribute('href', href('Refill'));
    expect(within(nav).getByRole('link', { name: new RegExp(t.numberRegistration) })).toBeInTheDocument();
    // The back office switches off card top-up, eSIM change and customer registration.
    await fetch('http://localhost/api/__sandbox/features?disabled=1,12,20');
    act(() => {
      vi.advanceTimersByTime(constants.blockedFeaturesRefreshSeconds * 1000);
    });
    await waitFor(() => expect(within(nav).queryByRole('link', { name: t.esimChange })).toBeNull());
    expect(within(nav).queryByRole('link', { name: t.topUpCard })).toBeNull();
    expect(within(nav).queryByRole('link', { name: new RegExp(t.numberRegistration) })).toBeNull();
    expect(within(nav).getByRole('link', { name: t.portOut })).toBeInTheDocument();
  });
});

describe('side navigation events (PUK code, id card, log out)', () => {
  it('opens the PUK code dialog, which toggles between the label and the value', async () => {
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.pukCode }));
    const dialog = await screen.findByRole('dialog', { name: t.pukCode });
    const toggle = await within(dialog).findByRole('button', { name: t.showValue });
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(new RegExp(`^\\d{8} \\(${t.hideValue}\\)$`));
    await userEvent.click(toggle);
    expect(toggle).toHaveAccessibleName(t.showValue);
  });

  it('shows the id card value, or "none" when the API answers 204', async () => {
    const first = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.idCard }));
    const dialog = await screen.findByRole('dialog', { name: t.idCard });
    await userEvent.click(await within(dialog).findByRole('button', { name: t.showValue }));
    expect(within(dialog).getByText(/^\d{11}$/)).toBeInTheDocument();
    first.unmount();

    await renderShell(href('Dashboard'), { loggedInAs: '61234568' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.idCard }));
    const none = await screen.findByRole('dialog', { name: t.idCard });
    expect(await within(none).findByText(t.none)).toBeInTheDocument();
    expect(within(none).queryByRole('button', { name: t.showValue })).toBeNull();
  });

  it('ignores a failed PUK code load silently', async () => {
    failWith('/user-information/puk-code');
    await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.pukCode }));
    const dialog = await screen.findByRole('dialog', { name: t.pukCode });
    expect(await within(dialog).findByText(t.none)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: lt.common.errorModal.title })).toBeNull();
  });

  it("a PUK code load answered 401 (the session refused) goes to Login, the dialog closed and the page's scroll free", async () => {
    server.use(
      http.get('*/api/user-information/puk-code', () => HttpResponse.json({ errors: [{ code: 'Unauthorized' }] }, { status: 401 })),
    );
    const { router, services } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.pukCode }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(services.modals.isOpen('side-nav-pukCode')).toBe(false);
    expect(screen.queryByRole('dialog', { name: t.pukCode })).toBeNull();
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('a dialog open when its layout goes (Back to a public page) is closed in the modal store too', async () => {
    const { router, services } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await userEvent.click(within(sideNav()).getByRole('button', { name: t.idCard }));
    await screen.findByRole('dialog', { name: t.idCard });
    await act(() => router.navigate(href('Plans')));
    await waitFor(() => expect(services.modals.isOpen('side-nav-idCard')).toBe(false));
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });

  it('a session that runs out on an account page (the tab slept past the token) goes on to Login and back', async () => {
    const { router, services } = await renderShell(href('Invoices'), { loggedInAs: '61234567' });
    await within(sideNav()).findByText('Rūta Kazlauskienė');
    act(() => services.session.clear('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(href('Invoices'));
  });

  it('while another account page loads, the page shows a progress bar and is marked busy', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the sandbox (a resolver that returns nothing falls through).
    server.use(http.get('*/api/billing/invoices', () => held.then(() => undefined)));
    const { router } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    await within(sideNav()).findByText('Rūta Kazlauskienė');
    const main = screen.getByRole('main');
    expect(main).not.toHaveAttribute('aria-busy');
    void router.navigate(href('Invoices'));
    await waitFor(() => expect(main).toHaveAttribute('aria-busy', 'true'));
    expect(main.querySelector('.page-progress')).not.toBeNull();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Invoices')));
    await waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('main').querySelector('.page-progress')).toBeNull();
  });

  it('asks before logging out, and logs out to Login with auto-login off', async () => {
    const { router, services } = await renderShell(href('Dashboard'), { loggedInAs: '61234567' });
    const logOut = within(sideNav()).getByRole('button', { name: t.logOut });
    await userEvent.click(logOut);
    let dialog = await screen.findByRole('alertdialog', { name: lt.common.logout.title });
    await userEvent.click(within(dialog).getByRole('button', { name: lt.common.logout.cancel }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(services.session.getSnapshot().isLoggedIn).toBe(true);
    expect(document.documentElement).not.toHaveClass('scroll-locked');

    await userEvent.click(logOut);
    dialog = await screen.findByRole('alertdialog', { name: lt.common.logout.title });
    expect(document.documentElement).toHaveClass('scroll-locked');
    await userEvent.click(within(dialog).getByRole('button', { name: lt.common.logout.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe(href('Login')));
    expect(router.state.location.search).toBe('?useAutoLogin=false');
    expect(services.session.getSnapshot().isLoggedIn).toBe(false);
    expect(services.modals.isOpen('logout')).toBe(false);
    expect(document.documentElement).not.toHaveClass('scroll-locked');
  });
});
