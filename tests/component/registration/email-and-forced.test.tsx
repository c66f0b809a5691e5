// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { EXPIRED_DEMO_EMAIL_LINK } from '@/sandbox/world/auth-state';
import { href } from '@/shared/routing/paths';
import { API_BASE, renderApp, sandbox, server, useSandboxServer } from '../harness';
import { at, expectPopup, LOAD, text } from './helpers';

useSandboxServer();
afterEach(cleanup);

const h2 = (key: string, ns: 'registration' | 'email-confirmation' = 'email-confirmation') =>
  screen.findByRole('heading', { level: 2, name: text(ns, key) }, LOAD);

/** A fresh confirmation link for the postpaid demo, as the e-mail carries it. */
async function emailLink(): Promise<string> {
  const login = await fetch(`${API_BASE}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ msisdn: '61234568', password: 'Demo1234' }),
  });
  const { result } = (await login.json()) as { result: string };
  await fetch(`${API_BASE}/profile/email/validate/send`, { method: 'POST', headers: { Authorization: `Bearer ${result}` } });
  const outbox = (await (await fetch(`${API_BASE}/__sandbox/outbox`)).json()) as { kind: string; text: string }[];
  const mail = outbox.filter((message) => message.kind === 'email').at(-1)!;
  const url = new URL(/\S+$/.exec(mail.text)![0], 'http://localhost');
  return `${url.pathname}${url.search}`;
}

describe('e-mail confirmation (/epasto-patvirtinimas)', { timeout: 60_000 }, () => {
  it('confirms the address of the link from the outbox, and says the same on a reload', async () => {
    const link = await emailLink();
    expect(link).toMatch(/^\/epasto-patvirtinimas\?U=\d+&H=em-/);
    await renderApp(link);
    expect(await h2('success.title')).toBeInTheDocument();
    expect(sandbox.context.world(new Request(API_BASE)).subscribers.get('61234568')!.isEmailValidated).toBe(true);
    cleanup();
    await renderApp(link);
    expect(await h2('success.title')).toBeInTheDocument();
  });

  it('an expired link says so and leads to logging in for a new one', async () => {
    await renderApp(`/epasto-patvirtinimas?U=${EXPIRED_DEMO_EMAIL_LINK.U}&H=${EXPIRED_DEMO_EMAIL_LINK.H}`);
    expect(await h2('expired.title')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text('email-confirmation', 'login') }).getAttribute('href')).toMatch(
      /^\/prisijungti\?returnUrl=/,
    );
  });

  it('a wrong link is invalid; an address without one says the link from the e-mail is needed (in English too)', async () => {
    await renderApp('/epasto-patvirtinimas?U=100200301&H=em-nope');
    expect(await h2('invalid.title')).toBeInTheDocument();
    cleanup();
    await renderApp('/en/email-confirmation');
    expect(await screen.findByRole('heading', { level: 2, name: 'Open the link from the email' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('To confirm your address, open the link in the email we sent you.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/en\/login\?returnUrl=/),
    );
  });

  it('a server error shows the popup and a state to try again', async () => {
    server.use(
      http.post(`${API_BASE}/profile/email/validate`, () =>
        HttpResponse.json({ errors: [{ code: 'InternalServerError' }] }, { status: 500 }),
      ),
    );
    await renderApp('/epasto-patvirtinimas?U=1&H=2');
    await expectPopup(lt.exceptions.InternalServerErrorException);
    expect(await h2('error.title')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: text('email-confirmation', 'retry') })).toBeInTheDocument();
  });
});

describe('forced "finish registration" (61234570)', { timeout: 60_000 }, () => {
  it('the dashboard sends the user to identification with the guid; the bank confirms; then the dashboard opens', async () => {
    const view = await renderApp('/pagrindinis', { loggedInAs: '61234570' });
    const query = await at(view, '/reg/identifikavimo-budai');
    expect(query.get('msisdn')).toBe('61234570');
    expect(query.get('guid')).toMatch(/^reg-/);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Elektroninė bankininkystė' }, LOAD));
    await user.click(screen.getByRole('button', { name: lt.forms['registration-identification'].submit }));
    await at(view, '/reg/patvirtinimas');
    expect(await h2('result.success.title', 'registration')).toBeInTheDocument();
    // logged in already: no password step, straight to the account
    expect(screen.queryByRole('link', { name: text('registration', 'done.password') })).toBeNull();
    await user.click(screen.getByRole('link', { name: text('registration', 'done.toAccount') }));
    await at(view, '/pagrindinis');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Dashboard.title }, LOAD)).toBeInTheDocument();
  });
});

describe('forced flows on a bookmarked account page (core §4), with the token from an earlier visit', { timeout: 60_000 }, () => {
  const remindersAsked = () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/user-information/action-reminders')) asked.push(request.url);
    });
    return asked;
  };
  afterEach(() => server.events.removeAllListeners('request:start'));

  it('61234570, who must finish registration, is sent from the invoices to identification; once it is finished, the invoices open', async () => {
    const view = await renderApp(href('Invoices'), { loggedInAs: '61234570' });
    const query = await at(view, '/reg/identifikavimo-budai');
    expect(query.get('guid')).toMatch(/^reg-/);
    expect(
      await screen.findByRole('heading', { level: 1, name: lt.routes.RegistrationIdentificationMethods.title }, LOAD),
    ).toBeInTheDocument();
    sandbox.context.world(new Request(API_BASE)).subscribers.get('61234570')!.mustFinishRegistration = false;
    await view.router.navigate(href('Invoices'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Invoices.title }, LOAD)).toBeInTheDocument();
  });

  it('61234571, whose password change is forced, is sent from the settings to the new password step with its hash', async () => {
    const view = await renderApp(href('Settings'), { loggedInAs: '61234571' });
    const query = await at(view, '/slaptazodzio-keitimas');
    const { data } = await view.services.api.GET('/user-information/action-reminders');
    expect(data?.passwordConfirmHash).toBeTruthy();
    expect(query.get('hash')).toBe(data?.passwordConfirmHash);
  });

  it('asks once per login for a customer with nothing forced, and a failed answer blocks no page', async () => {
    const asked = remindersAsked();
    server.use(http.get(`${API_BASE}/user-information/action-reminders`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    const view = await renderApp(href('Invoices'), { loggedInAs: '61234576' });
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Invoices.title }, LOAD)).toBeInTheDocument();
    await view.router.navigate(href('Reports'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Reports.title }, LOAD)).toBeInTheDocument();
    await view.router.navigate(href('MyRequests'));
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.MyRequests.title }, LOAD)).toBeInTheDocument();
    // the failed answer, then one that forces nothing, kept for the token
    expect(asked).toHaveLength(2);
  });
});
