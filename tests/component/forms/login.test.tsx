// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginForm } from '@generated/forms/login';
import { expectError, expectNoError, failOnConsoleError, renderForm, text } from './helpers';

failOnConsoleError();

const msisdn = () => screen.getByRole('textbox', { name: 'Telefono numeris' });
// A password input has no role; its label is the way to it.
const password = () => screen.getByLabelText(/^Slaptažodis/, { selector: 'input' });
const toggle = () => screen.getByRole('button', { name: text('common', 'password.show') });
const submit = () => screen.getByRole('button', { name: 'Prisijungti' });

describe('login form', () => {
  it('shows and hides the password with a pressed-state toggle, keeping what was typed', async () => {
    const { user } = await renderForm({ form: loginForm });
    await user.type(password(), 'Secret123');
    expect(password()).toHaveAttribute('type', 'password');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle());
    expect(password()).toHaveAttribute('type', 'text');
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(password()).toHaveValue('Secret123');

    await user.click(toggle());
    expect(password()).toHaveAttribute('type', 'password');
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
  });

  it('limits the password to 128 characters and keeps the spec autocomplete', async () => {
    await renderForm({ form: loginForm });
    expect(password()).toHaveAttribute('maxlength', '128');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the phone prefix and the number format message on blur', async () => {
    const { user } = await renderForm({ form: loginForm });
    expect(screen.getByText('+370')).toBeVisible();
    await user.type(msisdn(), '12345678');
    await user.tab();
    expectError(msisdn(), text('validation', 'NumberFormat'));
    expect(msisdn()).toHaveValue('12345678');
  });

  it('on an empty submit shows Required under both fields and focuses the phone', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: loginForm, onSubmit });
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expectError(msisdn(), text('validation', 'Required'));
    expectError(password(), text('validation', 'Required'));
    expect(msisdn()).toHaveFocus();

    await user.type(msisdn(), '61234567');
    expectNoError(msisdn(), text('validation', 'Required'));
    await user.click(submit());
    expect(password()).toHaveFocus();
  });

  it('submits the phone and password once, the password exactly as typed (issue 7 D7)', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: loginForm, onSubmit });
    await user.type(msisdn(), '61234567');
    await user.type(password(), ' Secret123 ');
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ msisdn: '61234567', password: ' Secret123 ' });
  });
});
