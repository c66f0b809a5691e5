// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newsletterForm } from '@generated/forms/newsletter';
import { expectError, expectNoError, failOnConsoleError, renderForm, text } from './helpers';

failOnConsoleError();

const email = () => screen.getByRole('textbox', { name: 'El. paštas naujienlaiškiui' });
const submit = () => screen.getByRole('button', { name: 'Prenumeruoti' });

describe('newsletter form', () => {
  it('says the newsletter empty-email text when submitted empty', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: newsletterForm, onSubmit });
    await user.click(submit());
    expectError(email(), text('validation', 'NewsletterEmptyEmail'));
    expect(screen.queryByText(text('validation', 'Required'))).not.toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the newsletter invalid-email text for a bad address, and nothing once it is fixed', async () => {
    const { user } = await renderForm({ form: newsletterForm });
    await user.type(email(), 'vardas@pastas');
    await user.tab();
    expectError(email(), text('validation', 'NewsletterInvalidEmail'));
    expect(email()).toHaveValue('vardas@pastas');

    await user.type(email(), '.lt');
    expectNoError(email(), text('validation', 'NewsletterInvalidEmail'));
    expect(screen.queryByText(text('validation', 'NewsletterInvalidEmail'))).not.toBeInTheDocument();
  });

  it('submits the address', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: newsletterForm, onSubmit });
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(email()).toHaveAccessibleDescription(text('forms', 'newsletter.email.help'));
    await user.type(email(), 'vardas@pastas.lt');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'vardas@pastas.lt' });
  });

  it('shows labels and messages in the new language after a switch, keeping the value', async () => {
    const { user, i18n } = await renderForm({ form: newsletterForm });
    await user.type(email(), 'vardas@');
    await user.click(submit());
    await act(() => i18n.changeLanguage('en'));
    const field = screen.getByRole('textbox', { name: text('forms', 'newsletter.email.label', 'en') });
    expectError(field, text('validation', 'NewsletterInvalidEmail', 'en'));
    expect(field).toHaveValue('vardas@');
    expect(screen.getByRole('button', { name: text('forms', 'newsletter.submit', 'en') })).toBeEnabled();
  });
});
