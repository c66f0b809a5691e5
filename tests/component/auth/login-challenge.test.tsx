// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';

useSandboxServer();
afterEach(cleanup);

// Whole-app tests on a busy two-core machine: generous limits; every wait still ends when its condition holds.
const slow = { timeout: 15_000 };
const sendButton = () => screen.findByRole('button', { name: lt.common.challenge.send }, slow);
const codeField = () => screen.findByRole('textbox', { name: new RegExp(lt.forms['sms-challenge'].code.label) }, slow);

describe('Login SMS challenge (/prisijungti/issukis)', { timeout: 60_000 }, () => {
  it('sends the code, verifies it and goes to the returnUrl logged in', async () => {
    const view = await renderApp('/prisijungti/issukis?msisdn=61234567&returnUrl=%2Fpagrindinis%2Fisklotine');
    const user = userEvent.setup();
    const send = await sendButton();
    expect(screen.getByRole('heading', { level: 1, name: lt.routes.LoginChallenge.title })).toBeInTheDocument();
    // No code form until a code was sent.
    expect(within(screen.getByRole('main')).queryByRole('textbox')).toBeNull(); // the footer's newsletter field aside
    await user.click(send);
    expect(await screen.findByText(/Kodą išsiuntėme numeriu \+370 612 34567/)).toBeInTheDocument();
    // Digits only: the letters are dropped as they are typed.
    await user.type(await codeField(), '12ab34');
    expect(await codeField()).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: lt.forms['sms-challenge'].submit }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/pagrindinis/isklotine'), slow);
    expect(view.services.session.getSnapshot().claims?.msisdn).toBe('61234567');
  });

  it('shows the wrong-code text and stays', async () => {
    const view = await renderApp('/prisijungti/issukis?msisdn=61234567');
    const user = userEvent.setup();
    await user.click(await sendButton());
    await user.type(await codeField(), '9999');
    await user.click(screen.getByRole('button', { name: lt.forms['sms-challenge'].submit }));
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.InvalidSmsCodeException);
    expect(view.services.session.getSnapshot().isLoggedIn).toBe(false);
    expect(view.router.state.location.pathname).toBe('/prisijungti/issukis');
  });

  it('shows the throttle text when too many codes were asked for', async () => {
    await renderApp('/prisijungti/issukis?msisdn=61234567');
    const user = userEvent.setup();
    await user.click(await sendButton());
    // The sandbox answers SmsChallengeThrottleException to the 4th code for one number.
    for (let i = 0; i < 3; i++) {
      const resend = await screen.findByRole('button', { name: lt.common.challenge.resend });
      await waitFor(() => expect(resend).toBeEnabled());
      await user.click(resend);
    }
    expect(await screen.findByRole('alertdialog', {}, slow)).toHaveTextContent(lt.exceptions.SmsChallengeThrottleException);
  });

  it('goes back to Login without a valid number, keeping the returnUrl', async () => {
    const view = await renderApp('/prisijungti/issukis?returnUrl=%2Fpagrindinis');
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/prisijungti'), slow);
    const query = new URLSearchParams(view.router.state.location.search);
    expect(query.get('returnUrl')).toBe('/pagrindinis');
    expect(query.get('useAutoLogin')).toBe('false');
  });
});
