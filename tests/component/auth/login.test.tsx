// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, server, useSandboxServer, type Rendered } from '../harness';

useSandboxServer();
afterEach(cleanup);

// Loading the Login chunk (SpecForm, rjsf) takes a while the first time under vitest.
// Whole-app tests on a busy two-core machine: generous limits; every wait still ends when its condition holds.
const slow = { timeout: 15_000 };
const phone = () => screen.findByRole('textbox', { name: 'Telefono numeris' }, slow);
const password = () => screen.getByLabelText(/^Slaptažodis/, { selector: 'input' });

async function logInThroughForm(msisdn: string, secret = 'Demo1234') {
  const user = userEvent.setup();
  await user.type(await phone(), msisdn);
  await user.type(password(), secret);
  await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
  return user;
}

const at = (view: Rendered) => `${view.router.state.location.pathname}${view.router.state.location.search}`;

describe('Login (core §4 "Opening Login")', { timeout: 60_000 }, () => {
  it('logs in with phone and password and goes to the returnUrl', async () => {
    const view = await renderApp('/prisijungti?returnUrl=%2Fpagrindinis%2Fnustatymai');
    await logInThroughForm('61234567');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/nustatymai'), slow);
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234567');
  });

  it('sends an unsafe returnUrl to the dashboard instead', async () => {
    const view = await renderApp('/prisijungti?returnUrl=%2F%2Fevil.com');
    await logInThroughForm('61234567');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis'), slow);
  });

  it('shows the invalid-credentials text for a wrong password and keeps what was typed', async () => {
    const view = await renderApp('/prisijungti?returnUrl=%2Fpagrindinis');
    await logInThroughForm('61234567', 'Wrong1234');
    const popup = await screen.findByRole('alertdialog', {}, slow);
    expect(popup).toHaveTextContent(lt.exceptions.InvalidCredentialsException);
    expect(screen.getByRole('textbox', { name: 'Telefono numeris', hidden: true })).toHaveValue('61234567');
    expect(view.router.state.location.pathname).toBe('/prisijungti');
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
  });

  it('issue 47: after 5 wrong passwords even the right one waits; the form says how long and keeps what was typed', async () => {
    // Four wrong passwords straight to the API, the fifth through the form.
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(`${API_BASE}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ msisdn: '61234567', password: `Wrong${i}234` }),
      });
      expect(answer.status).toBe(400);
    }
    const view = await renderApp('/prisijungti');
    const user = await logInThroughForm('61234567', 'Wrong1234');
    const wait = lt.exceptions.TooManyLoginAttemptsException.replace('{0}', '15');
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(wait);
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: lt.common.modal.close }));
    // The right password now waits too.
    await user.clear(password());
    await user.type(password(), 'Demo1234');
    await user.click(screen.getByRole('button', { name: 'Prisijungti' }));
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(wait);
    expect(screen.getByRole('textbox', { name: 'Telefono numeris', hidden: true })).toHaveValue('61234567');
    expect(password()).toHaveValue('Demo1234');
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
  });

  it('a 401 answer to the login call itself shows the wrong-credentials text (issue 7)', async () => {
    server.use(http.post(`${API_BASE}/auth/login`, () => HttpResponse.json({ errors: [{ code: 'Unauthorized' }] }, { status: 401 })));
    const view = await renderApp('/prisijungti');
    await logInThroughForm('61234567', 'Wrong1234');
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InvalidCredentialsException);
    expect(screen.getByRole('textbox', { name: 'Telefono numeris', hidden: true })).toHaveValue('61234567');
    expect(view.router.state.location.pathname).toBe('/prisijungti');
  });

  it('sends the password exactly as typed (issue 7 D7)', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API_BASE}/auth/login`, async ({ request }) => {
        sent.push(await request.clone().json());
        return undefined;
      }),
    );
    await renderApp('/prisijungti');
    await logInThroughForm('61234567', ' Demo1234 ');
    await waitFor(() => expect(sent).toEqual([{ msisdn: '61234567', password: ' Demo1234 ' }]), slow);
  });

  it('sends a logged-in user straight to the dashboard', async () => {
    const view = await renderApp('/prisijungti?returnUrl=%2Fpagrindinis%2Fisklotine', { loggedInAs: '61234567' });
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis'), slow);
  });

  it('sends a user who must finish registration there, with the registration guid', async () => {
    const view = await renderApp('/prisijungti?returnUrl=%2Fpagrindinis');
    await logInThroughForm('61234570');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/reg/identifikavimo-budai'), slow);
    const query = new URLSearchParams(view.router.state.location.search);
    expect(query.get('guid')).toMatch(/^reg-/);
    expect(query.get('msisdn')).toBe('61234570');
  });

  it('links to password recovery and registration, and offers only the enabled social logins', async () => {
    await renderApp('/prisijungti');
    await phone();
    expect(screen.getByRole('link', { name: lt.common.login.forgotPassword })).toHaveAttribute('href', '/slaptazodzio-keitimas');
    expect(screen.getByRole('link', { name: lt.common.login.register })).toHaveAttribute('href', '/registruotis');
    // The sandbox starts with FacebookLogin (15) disabled.
    const google = screen.getByRole('link', { name: lt.common.login.social.google });
    expect(new URL(google.getAttribute('href')!).pathname).toBe('/api/auth/social/google');
    expect(screen.queryByRole('link', { name: lt.common.login.social.facebook })).toBeNull();
  });
});

describe('Login with getToken=true', { timeout: 60_000 }, () => {
  it('fetches the single sign-on token, stores it and goes to the returnUrl', async () => {
    // The brand's auth service logged this browser in (the sandbox remembers the last login).
    const signOn = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234567', password: 'Demo1234' }),
    });
    expect(signOn.status).toBe(200);
    const view = await renderApp('/prisijungti?getToken=true&returnUrl=%2Fpagrindinis%2Fisklotine');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/isklotine'), slow);
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234567');
  });

  it('without a single sign-on session shows the form with auto-login off, keeping the returnUrl', async () => {
    const view = await renderApp('/prisijungti?getToken=true&returnUrl=%2Fpagrindinis%2Fisklotine');
    await phone();
    const query = new URLSearchParams(view.router.state.location.search);
    expect(query.get('useAutoLogin')).toBe('false');
    expect(query.get('returnUrl')).toBe('/pagrindinis/isklotine');
    expect(query.has('getToken')).toBe(false);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('Login auto-login check', { timeout: 60_000 }, () => {
  function recordChecks(result: boolean) {
    const calls: string[] = [];
    server.use(
      http.get('*/api/auth/auto-login/check', ({ request }) => {
        calls.push(request.url);
        return HttpResponse.json({ result });
      }),
    );
    return calls;
  }

  it('shows the form when the check says auto-login is not available', async () => {
    const calls = recordChecks(false);
    const view = await renderApp('/prisijungti');
    await phone();
    expect(calls).toHaveLength(1);
    expect(at(view)).toBe('/prisijungti');
  });

  it('shows the form when the check fails', async () => {
    server.use(
      http.get('*/api/auth/auto-login/check', () => HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 })),
    );
    await renderApp('/prisijungti');
    await phone();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not check at all with useAutoLogin=false, even where auto-login would work', async () => {
    const calls = recordChecks(true);
    await renderApp('/prisijungti?useAutoLogin=false');
    await phone();
    expect(calls).toHaveLength(0);
  });
});
