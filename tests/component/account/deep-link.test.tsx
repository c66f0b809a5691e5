// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import lt from '@generated/i18n/lt';
import { href } from '@/shared/routing/paths';
import { mainLayoutLoader } from '@/app/router/guard';
import { contextWith } from '@/app/router/services-context';
import { API_BASE, renderApp, server, useSandboxServer, type Rendered } from '../harness';
import { a, LOAD, PREPAID } from './helpers';

// Login's code arrives only when the test opens this gate (a slow network, made deterministic): meanwhile the
// router is on its way to Login and still shows the account page's frame, if anything of it.
const gate = vi.hoisted(() => {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
});
vi.mock('@/features/auth/screens/Login', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

useSandboxServer();
afterEach(cleanup);

async function logInThroughForm() {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: 'Telefono numeris' }, LOAD), PREPAID);
  await user.type(screen.getByLabelText(/^Slaptažodis/, { selector: 'input' }), 'Demo1234');
  await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
}

const at = (view: Rendered) => `${view.router.state.location.pathname}${view.router.state.location.hash}`;

/**
 * Core §4 "Protected routes": an anonymous visitor of any /pagrindinis/... path logs in and lands on that path.
 * They used to land on the dashboard: the logged-in frame rendered for the anonymous visitor while the screen's
 * code loaded, its side navigation's calls answered 401 and that error, kept by the shared resources, sent the
 * now logged-in user to Login, which sends logged-in users to the dashboard. This file runs first and cold
 * (nothing loaded yet), as a visitor's first page is.
 */
describe('deep links into the account area', { timeout: 60_000 }, () => {
  it('never shows the account frame to an anonymous visitor, sends them to Login with the path, and lands there after logging in', async () => {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) =>
      void calls.push(`${new URL(request.url).pathname} ${request.headers.has('Authorization') ? 'token' : 'anonymous'}`);
    server.events.on('request:start', listener);
    const view = await renderApp(href('Reports'));
    await waitFor(
      () => expect(view.router.state.navigation.location?.pathname ?? view.router.state.location.pathname).toBe(href('Login')),
      LOAD,
    );
    expect(new URLSearchParams(view.router.state.navigation.location?.search ?? view.router.state.location.search).get('returnUrl')).toBe(
      href('Reports'),
    );
    // On the way to Login (its code held back), the page renders what it can: never the side navigation.
    await act(async () => undefined);
    await act(async () => undefined);
    expect(screen.queryByRole('navigation', { name: lt.common.sideNav.label })).toBeNull();
    expect(calls.filter((call) => / anonymous$/.test(call) && /user-information\/user|otrs360/.test(call))).toEqual([]);
    gate.open();
    await logInThroughForm();
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('Reports')), LOAD);
    expect(await screen.findByRole('form', { name: a.reports.filter }, LOAD)).toBeInTheDocument();
    expect(
      await within(screen.getByRole('navigation', { name: lt.common.sideNav.label })).findByText('Rūta Kazlauskienė'),
    ).toBeInTheDocument();
    server.events.removeListener('request:start', listener);
    expect(calls.filter((call) => / anonymous$/.test(call) && /user-information\/user|otrs360/.test(call))).toEqual([]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(view.router.state.location.pathname).toBe(href('Reports'));
  });

  it("keeps the hash of the address: the password reminder's link lands on the password form", async () => {
    const target = href('SettingsLoginInfo');
    expect(target).toBe('/pagrindinis/nustatymai/prisijungimo-informacija#slaptazodzio-keitimas');
    // jsdom has no scrolling; the shell scrolls a hash's target into view.
    Element.prototype.scrollIntoView = vi.fn();
    // The browser's address is the deep link (the router's requests carry no hash).
    (globalThis as { jsdom?: { reconfigure(options: { url: string }): void } }).jsdom?.reconfigure({ url: new URL(target, API_BASE).href });
    const view = await renderApp(target);
    await waitFor(() => expect(view.router.state.location.pathname).toBe(href('Login')), LOAD);
    expect(new URLSearchParams(view.router.state.location.search).get('returnUrl')).toBe(target);
    await logInThroughForm();
    await waitFor(() => expect(at(view)).toBe(target), LOAD);
    await waitFor(() => expect(screen.getByRole('region', { name: a.login.changePassword })).toHaveFocus(), LOAD);
  });

  it('decides in the logged-in layout: anonymous visitors are redirected before it renders, logged-in users pass', async () => {
    const view = await renderApp(href('Home'));
    const context = contextWith(view.services);
    const request = new Request(new URL('/pagrindinis/isklotine?month=2026-01', API_BASE));
    let thrown: unknown;
    try {
      mainLayoutLoader({ request, params: {}, context } as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get('Location')).toBe(
      `${href('Login')}?returnUrl=${encodeURIComponent('/pagrindinis/isklotine?month=2026-01')}`,
    );
    const login = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: PREPAID, password: 'Demo1234' }),
    });
    view.services.session.setToken(((await login.json()) as { result: string }).result);
    expect(mainLayoutLoader({ request, params: {}, context } as never)).toBeNull();
  });
});
