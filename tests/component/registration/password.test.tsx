// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { API_BASE, renderApp, useSandboxServer } from '../harness';
import { at, disableFeatures, enrolled, expectFieldError, expectPopup, heading, LOAD, text } from './helpers';

useSandboxServer();
afterEach(cleanup);

const form = lt.forms['registration-password'];
const password = () => screen.findByLabelText(new RegExp(`^${form.password.label}`), { selector: 'input' }, LOAD);
const repeat = () => screen.findByLabelText(new RegExp(`^${form.repeatPassword.label}`), { selector: 'input' }, LOAD);

/** A registration identified by the bank (identified at once): its guid. */
async function identified(msisdn = '61234580'): Promise<string> {
  const guid = await enrolled(msisdn);
  await fetch(`${API_BASE}/registration/identification`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ msisdn, guid, schema: 'bank' }),
  });
  return guid;
}

describe('registration: password and social logins', { timeout: 60_000 }, () => {
  it('checks the rule and the repeat at the fields, then sets the password, logs in and lands on the dashboard', async () => {
    const guid = await identified();
    const view = await renderApp(`/registracija/slaptazodzio-ivedimas?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    await heading(lt.routes.RegistrationPassword.title);
    await user.type(await password(), 'silpnas');
    await user.type(await repeat(), 'kitoks');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expectFieldError(await password(), lt.validation.PasswordFormat);
    expect(await password()).toHaveFocus();
    await user.clear(await password());
    await user.type(await password(), 'Naujas123');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expectFieldError(await repeat(), lt.validation.PasswordRepeatMismatch);
    // show/hide: the typed password stays
    const toggle = screen.getAllByRole('button', { name: lt.common.password.show })[0]!;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await password()).toHaveAttribute('type', 'text');
    expect(await password()).toHaveValue('Naujas123');
    await user.clear(await repeat());
    await user.type(await repeat(), 'Naujas123');
    await user.click(screen.getByRole('button', { name: form.submit }));
    await at(view, '/pagrindinis');
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234580');
  });

  it('registering from Login ends on the page Login was opened for (core §2: the stored return route, kept through every step)', async () => {
    const guid = await enrolled();
    const view = await renderApp('/prisijungti?returnUrl=%2Fplanai');
    await heading(lt.routes.Login.title);
    await view.router.navigate(`/reg/identifikavimo-budai?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Elektroninė bankininkystė' }, LOAD));
    await user.click(screen.getByRole('button', { name: lt.forms['registration-identification'].submit }));
    await at(view, '/reg/patvirtinimas');
    await user.click(await screen.findByRole('link', { name: text('registration', 'done.password') }, LOAD));
    await user.type(await password(), 'Naujas123');
    await user.type(await repeat(), 'Naujas123');
    await user.click(screen.getByRole('button', { name: form.submit }));
    await at(view, '/planai');
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234580');
  });

  it('shows IdentificationNotFinishedException for a registration not identified yet', async () => {
    const guid = await enrolled();
    await renderApp(`/registracija/slaptazodzio-ivedimas?msisdn=61234580&guid=${guid}`);
    const user = userEvent.setup();
    await user.type(await password(), 'Naujas123');
    await user.type(await repeat(), 'Naujas123');
    await user.click(screen.getByRole('button', { name: form.submit }));
    await expectPopup(lt.exceptions.IdentificationNotFinishedException);
  });

  it('without a registration in the query says so instead of a form', async () => {
    await renderApp('/en/registration/password');
    expect(await screen.findByRole('heading', { level: 2, name: 'Registration not found' }, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish registration' })).toBeNull();
  });

  it('offers each social login only while its feature is enabled', async () => {
    const guid = await identified();
    await renderApp(`/registracija/socialiniai-prisijungimai?msisdn=61234580&guid=${guid}`);
    const google = await screen.findByRole('link', { name: text('registration', 'social.google') }, LOAD);
    const address = new URL(google.getAttribute('href')!);
    expect(address.pathname).toBe('/api/auth/social/google');
    expect(address.searchParams.get('guid')).toBe(guid);
    expect(new URL(address.searchParams.get('returnUrl')!).search).toBe('?getToken=true');
    // FacebookLogin (15) is disabled in the sandbox
    expect(screen.queryByRole('link', { name: text('registration', 'social.facebook') })).toBeNull();
    cleanup();

    await disableFeatures(14, 15);
    await renderApp(`/registracija/socialiniai-prisijungimai?msisdn=61234580&guid=${guid}`);
    const notice = await screen.findByRole('heading', { level: 2, name: text('registration', 'social.none.title') }, LOAD);
    expect(within(notice.parentElement!).getByRole('link', { name: text('registration', 'done.password') })).toBeInTheDocument();
  });

  it('names in its copy only the social logins that are offered', async () => {
    const guid = await identified();
    await renderApp(`/registracija/slaptazodzio-ivedimas?msisdn=61234580&guid=${guid}`);
    expect(await screen.findByRole('link', { name: 'Nori jungtis per Google?' }, LOAD)).toBeInTheDocument();
    cleanup();
    await disableFeatures();
    await renderApp(`/en/registration/password?msisdn=61234580&guid=${guid}`);
    expect(await screen.findByRole('link', { name: 'Would you rather log in with Google or Facebook?' }, LOAD)).toBeInTheDocument();
    cleanup();
    await disableFeatures(14, 15);
    await renderApp(`/registracija/slaptazodzio-ivedimas?msisdn=61234580&guid=${guid}`);
    await password();
    expect(screen.queryByRole('link', { name: /^Nori jungtis per/ })).toBeNull();
  });
});

describe('password recovery (/slaptazodzio-keitimas)', { timeout: 60_000 }, () => {
  const recovery = lt.forms['password-recovery'];
  const code = lt.forms['password-recovery-confirmation'];
  const reset = lt.forms['password-reset'];

  it('number -> code -> new password -> done, each step in the URL; then the new password logs in', async () => {
    const view = await renderApp('/slaptazodzio-keitimas');
    const user = userEvent.setup();
    await heading(lt.routes.PasswordRecovery.title);
    expect(await screen.findByText(text('password-recovery', 'progress', { current: 1, total: 3 }), {}, LOAD)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(recovery.msisdn.label) }, LOAD), '61234568');
    await user.click(screen.getByRole('button', { name: recovery.submit }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('msisdn')).toBe('61234568'), LOAD);
    expect(await screen.findByText(text('password-recovery', 'code.sent', { phone: '+370 612 34568' }), {}, LOAD)).toBeInTheDocument();
    await user.type(await screen.findByRole('textbox', { name: new RegExp(code.code.label) }, LOAD), '1234');
    await user.click(screen.getByRole('button', { name: code.submit }));
    await waitFor(() => expect(new URLSearchParams(view.router.state.location.search).get('hash')).toMatch(/^pr-/), LOAD);
    await user.type(await screen.findByLabelText(new RegExp(`^${reset.password.label}`), { selector: 'input' }, LOAD), 'Naujas123');
    await user.type(screen.getByLabelText(new RegExp(`^${reset.repeatPassword.label}`), { selector: 'input' }), 'Naujas123');
    await user.click(screen.getByRole('button', { name: reset.submit }));
    expect(await screen.findByRole('heading', { level: 2, name: text('password-recovery', 'done.title') }, LOAD)).toBeInTheDocument();
    expect(new URLSearchParams(view.router.state.location.search).get('status')).toBe('success');
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
    const login = await fetch(`${API_BASE}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234568', password: 'Naujas123' }),
    });
    expect(login.status).toBe(200);
  });

  it('shows the wrong-code and throttling texts and keeps what was typed', async () => {
    await fetch(`${API_BASE}/password/recovery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234567' }),
    });
    await renderApp('/slaptazodzio-keitimas?msisdn=61234567');
    const user = userEvent.setup();
    const field = await screen.findByRole('textbox', { name: new RegExp(code.code.label) }, LOAD);
    await user.type(field, '9999');
    await user.click(screen.getByRole('button', { name: code.submit }));
    await expectPopup(lt.exceptions.InvalidSmsCodeException);
    await user.click(screen.getByRole('button', { name: lt.common.modal.close }));
    expect(await screen.findByRole('textbox', { name: new RegExp(code.code.label) })).toHaveValue('9999');
    // two more codes are allowed, the fourth unconfirmed one is throttled
    for (let i = 0; i < 2; i++) {
      await user.click(screen.getByRole('button', { name: text('password-recovery', 'code.resend') }));
      await screen.findByText(text('password-recovery', 'code.resent', { phone: '+370 612 34567' }), {}, LOAD);
      await waitFor(() => expect(screen.getByRole('button', { name: text('password-recovery', 'code.resend') })).toBeEnabled());
    }
    await user.click(screen.getByRole('button', { name: text('password-recovery', 'code.resend') }));
    await expectPopup(lt.exceptions.SmsChallengeThrottleException);
  });

  it('the forced password change (61234571): the hash step sets the new password and goes on to the dashboard', async () => {
    const view = await renderApp('/pagrindinis', { loggedInAs: '61234571' });
    const query = await at(view, '/slaptazodzio-keitimas');
    expect(query.get('hash')).toMatch(/^pr-/);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(`^${reset.password.label}`), { selector: 'input' }, LOAD), 'Naujas123');
    await user.type(screen.getByLabelText(new RegExp(`^${reset.repeatPassword.label}`), { selector: 'input' }), 'Naujas123');
    await user.click(screen.getByRole('button', { name: reset.submit }));
    await at(view, '/pagrindinis');
    expect(await screen.findByRole('heading', { level: 1, name: lt.routes.Dashboard.title }, LOAD)).toBeInTheDocument();
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234571');
  });

  it('a used hash shows InvalidConfirmationLinkException', async () => {
    await renderApp('/slaptazodzio-keitimas?hash=pr-unknown');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(new RegExp(`^${reset.password.label}`), { selector: 'input' }, LOAD), 'Naujas123');
    await user.type(screen.getByLabelText(new RegExp(`^${reset.repeatPassword.label}`), { selector: 'input' }), 'Naujas123');
    await user.click(screen.getByRole('button', { name: reset.submit }));
    await expectPopup(lt.exceptions.InvalidConfirmationLinkException);
  });
});
