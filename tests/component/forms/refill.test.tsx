// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { refillForm } from '@generated/forms/refill';
import { expectError, expectNoError, failOnConsoleError, renderForm, text } from './helpers';

const phone = () => screen.getByRole('textbox', { name: 'Telefono numeris' });
const amount = () => screen.getByRole('textbox', { name: 'Suma' });
const submit = () => screen.getByRole('button', { name: 'Papildyti' });
const method = (name: string) => screen.getByRole('radio', { name });

failOnConsoleError();

describe('refill form', () => {
  it('labels its fields from the forms texts and shows the +370 prefix as part of the phone field', async () => {
    await renderForm({ form: refillForm });
    expect(screen.getByText('+370')).toBeVisible();
    expect(phone()).toHaveAccessibleDescription(`+370 ${text('forms', 'refill.phone.help')}`);
    expect(phone()).toHaveAttribute('inputmode', 'tel');
    expect(phone()).toHaveAttribute('autocomplete', 'tel-national');
    expect(phone()).toBeRequired();
    expect(amount()).toHaveAttribute('inputmode', 'decimal');
    expect(screen.getByRole('radiogroup', { name: 'Mokėjimo būdas' })).toHaveAttribute('aria-required', 'true');
    expect(method('Elektroninė bankininkystė')).toBeInTheDocument();
  });

  it('shows the first failing rule on blur, keeps what was typed, and clears it once corrected', async () => {
    const { user } = await renderForm({ form: refillForm });
    await user.type(phone(), '5123');
    expectNoError(phone(), text('validation', 'Required'), text('validation', 'NumberFormat')); // nothing while typing into a fresh field
    await user.tab();
    expectError(phone(), text('validation', 'NumberFormat'));
    expect(phone()).toHaveValue('5123');

    await user.clear(phone());
    expectError(phone(), text('validation', 'Required')); // a shown error follows the value
    await user.type(phone(), '61234567');
    expectNoError(phone(), text('validation', 'Required'), text('validation', 'NumberFormat'));
    expect(screen.queryByText(text('validation', 'NumberFormat'))).not.toBeInTheDocument();
  });

  it('does not flag a field the user only passed through', async () => {
    const { user } = await renderForm({ form: refillForm });
    await user.click(phone());
    await user.tab();
    expectNoError(phone(), text('validation', 'Required'), text('validation', 'NumberFormat'));
  });

  it('shows one message per field on submit and focuses the first invalid field in display order', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: refillForm, onSubmit });
    await user.type(amount(), '0');
    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expectError(phone(), text('validation', 'Required'));
    expect(phone()).toHaveFocus();
    expectError(amount(), text('validation', 'AmountPositive'));
    expect(amount()).toHaveValue('0');
    const group = screen.getByRole('radiogroup', { name: 'Mokėjimo būdas' });
    expectError(group, text('validation', 'Required'));
    expect(screen.getAllByText(text('validation', 'Required'))).toHaveLength(2);

    await user.type(phone(), '61234567');
    await user.click(submit());
    expect(amount()).toHaveFocus();
  });

  it('shows agreement and period only for card refill, and validates them only then', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: refillForm, onSubmit });
    const agreement = () => screen.queryByRole('checkbox', { name: text('forms', 'refill.agreement.label') });
    expect(agreement()).not.toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Papildymo dažnumas' })).not.toBeInTheDocument();

    await user.type(phone(), '61234567');
    await user.type(amount(), '10');
    await user.click(method('Automatinis papildymas kortele'));
    expect(agreement()).toBeRequired();
    const period = screen.getByRole('radiogroup', { name: 'Papildymo dažnumas' });
    expect(within(period).getByRole('radio', { name: 'Vienkartinis' })).toBeChecked();

    await user.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expectError(agreement()!, text('validation', 'Required'));
    expect(agreement()).toHaveFocus();

    await user.click(method('Elektroninė bankininkystė'));
    expect(agreement()).not.toBeInTheDocument();
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('submits trimmed data once, busy until the promise settles', async () => {
    let finish!: () => void;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = await renderForm({ form: refillForm, onSubmit });
    await user.type(phone(), '61234567');
    await user.type(amount(), ' 12,50 ');
    await user.click(method('Mokėjimo kortelė'));
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({ phone: '61234567', amount: '12,50', method: 'card', saveCard: false, autoPayments: false });
    // Busy, not disabled: a focused button that is disabled drops the keyboard's focus (Chrome).
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(submit()).toHaveFocus();
    await user.click(submit());
    fireEvent.submit(submit().closest('form')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);

    finish();
    await vi.waitFor(() => expect(submit()).not.toHaveAttribute('aria-busy'));
    expect(submit()).not.toHaveAttribute('aria-disabled');
    expect(amount()).toHaveValue(' 12,50 ');
  });

  it('turns a pasted international number into the national digits', async () => {
    const { user } = await renderForm({ form: refillForm });
    await user.click(phone());
    await user.paste('+370 612 34567');
    expect(phone()).toHaveValue('61234567');
  });
});
