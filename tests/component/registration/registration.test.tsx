// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import lt from '@generated/i18n/lt';
import { renderApp, useSandboxServer } from '../harness';
import { at, disableFeatures, expectFieldError, expectPopup, heading, LOAD, text } from './helpers';

useSandboxServer();
afterEach(cleanup);

const numberField = () => screen.findByRole('textbox', { name: new RegExp(lt.forms['registration-enrollment'].msisdn.label) }, LOAD);
const codeField = () =>
  screen.findByRole('textbox', { name: new RegExp(lt.forms['registration-enrollment-confirmation'].code.label) }, LOAD);

describe('registration start: landing, number entry, code', { timeout: 60_000 }, () => {
  it('the landing explains the steps and starts the registration', async () => {
    const view = await renderApp('/registracija');
    await heading(lt.routes.RegistrationParent.title);
    expect(await screen.findByRole('heading', { level: 2, name: text('registration', 'landing.howTitle') }, LOAD)).toBeInTheDocument();
    expect(
      screen.getAllByRole('listitem').some((item) => item.textContent?.includes(text('registration', 'landing.how.identity.text'))),
    ).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: text('registration', 'landing.start') }));
    await at(view, '/registruotis');
    expect(await numberField()).toBeInTheDocument();
  });

  it('hides registration while CustomerRegistration (20) is disabled', async () => {
    await disableFeatures(20);
    await renderApp('/en/sign-up');
    await heading('Sign up');
    expect(await screen.findByRole('heading', { level: 2, name: 'Registration is temporarily unavailable' }, LOAD)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('textbox')).toBeNull(); // the footer's newsletter field aside
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/en/login');
  });

  it('refuses a bad number at the field with focus, then sends the code and goes to its confirmation', async () => {
    const view = await renderApp('/registruotis');
    const user = userEvent.setup();
    await heading(lt.routes.Registration.title);
    expect(await screen.findByRole('navigation', { name: text('registration', 'steps.label') }, LOAD)).toHaveTextContent(
      text('registration', 'steps.number'),
    );
    await user.type(await numberField(), '5123');
    await user.click(screen.getByRole('button', { name: lt.forms['registration-enrollment'].submit }));
    const field = await numberField();
    expectFieldError(field, lt.validation.NumberFormat);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, '61234580');
    await user.click(screen.getByRole('button', { name: lt.forms['registration-enrollment'].submit }));
    const query = await at(view, '/reg/telefono-numerio-patvirtinimas');
    expect(Object.fromEntries(query)).toEqual({ msisdn: '61234580', method: 'sms', useDirect: 'false' });
    expect(
      await screen.findByText(text('registration', 'confirmation.sent.sms', { phone: '+370 612 34580' }), {}, LOAD),
    ).toBeInTheDocument();
  });

  it('shows UserAlreadyExistsException for a registered number and keeps it typed', async () => {
    await renderApp('/reg/telefono-numerio-pridejimas');
    const user = userEvent.setup();
    await heading(lt.routes.RegistrationEnrollment.title);
    await user.type(await numberField(), '61234567');
    await user.click(screen.getByRole('button', { name: lt.forms['registration-enrollment'].submit }));
    await expectPopup(lt.exceptions.UserAlreadyExistsException);
    expect(await numberField()).toHaveValue('61234567');
  });

  it('prefills the enrollment with the number typed before (?msisdn)', async () => {
    await renderApp('/reg/telefono-numerio-pridejimas?msisdn=61234581');
    expect(await numberField()).toHaveValue('61234581');
  });

  it('confirms the code: a wrong one shows its text and stays, the right one goes to identification with the guid', async () => {
    await fetch('http://localhost/api/registration/enrollment', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ msisdn: '61234580' }),
    });
    const view = await renderApp('/reg/telefono-numerio-patvirtinimas?msisdn=61234580&method=sms&useDirect=false');
    const user = userEvent.setup();
    await heading(lt.routes.RegistrationEnrollmentConfirmation.title);
    // digits only, grouped by four (display only)
    await user.type(await codeField(), '12ab345678');
    expect(await codeField()).toHaveValue('1234 5678');
    await user.click(screen.getByRole('button', { name: lt.forms['registration-enrollment-confirmation'].submit }));
    await expectPopup(lt.exceptions.InvalidSmsCodeException);
    await user.click(screen.getByRole('button', { name: lt.common.modal.close }));
    expect(await codeField()).toHaveValue('1234 5678');
    await user.clear(await codeField());
    await user.type(await codeField(), '1234');
    await user.click(screen.getByRole('button', { name: lt.forms['registration-enrollment-confirmation'].submit }));
    const query = await at(view, '/reg/identifikavimo-budai');
    expect(query.get('msisdn')).toBe('61234580');
    expect(query.get('guid')).toMatch(/^reg-/);
  });

  it('sends a new code on request and says so', async () => {
    await renderApp('/reg/telefono-numerio-patvirtinimas?msisdn=61234580&method=sms&useDirect=false');
    await userEvent.click(await screen.findByRole('button', { name: text('registration', 'confirmation.resend') }, LOAD));
    expect(await screen.findByText(text('registration', 'confirmation.resent', { phone: '+370 612 34580' }), {}, LOAD)).toBeInTheDocument();
  });

  it('goes back to the number entry without a number in the query', async () => {
    const view = await renderApp('/reg/telefono-numerio-patvirtinimas?method=sms');
    await at(view, '/reg/telefono-numerio-pridejimas');
  });
});
