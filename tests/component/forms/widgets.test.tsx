// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prizeDeliveryForm } from '@generated/forms/prize-delivery';
import { smsChallengeForm } from '@generated/forms/sms-challenge';
import type { FormDefinition } from '@generated/forms/types';
import { expectError, failOnConsoleError, renderForm, text } from './helpers';

failOnConsoleError();

const code = () => screen.getByRole('textbox', { name: 'Kodas iš SMS' });
const submit = () => screen.getByRole('button', { name: 'Patvirtinti' });

/** The SMS form with the code shown in groups of four (an option a spec can set). */
const grouped: FormDefinition = {
  ...smsChallengeForm,
  uiSchema: {
    ...smsChallengeForm.uiSchema,
    code: { ...smsChallengeForm.uiSchema.code, 'ui:options': { inputMode: 'numeric', groupSize: 4 } },
  },
};

describe('code widget', () => {
  it('drops anything but digits as it is typed, up to 8, on the numeric keypad', async () => {
    const { user } = await renderForm({ form: smsChallengeForm });
    expect(code()).toHaveAttribute('inputmode', 'numeric');
    expect(code()).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code(), '12ab-3 4');
    expect(code()).toHaveValue('1234');
    await user.type(code(), '567890');
    expect(code()).toHaveValue('12345678');
  });

  it('submits the digits with the hidden fields it was given', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: smsChallengeForm, initialData: { msisdn: '61234567' }, onSubmit });
    await user.type(code(), '123');
    await user.click(submit());
    expectError(code(), text('validation', 'CodeFormat'));
    await user.type(code(), '4');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ msisdn: '61234567', code: '1234' });
  });

  it('can show the code in groups without the spaces becoming part of it', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: grouped, onSubmit });
    await user.type(code(), '12345678');
    expect(code()).toHaveValue('1234 5678');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({ code: '12345678' });
  });
});

describe('select widget', () => {
  // Pick-up location ids are integers (the API's); the select keeps the type.
  const locations = {
    locationId: [
      { value: 101, label: 'Vilnius, Gedimino pr. 1' },
      { value: 102, label: 'Kaunas, Laisvės al. 2' },
    ],
  };

  it('offers run-time options after a placeholder, and Required until one is chosen', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: prizeDeliveryForm, fieldOptions: locations, onSubmit });
    const select = screen.getByRole('combobox', { name: 'Atsiėmimo vieta' });
    expect(select).toHaveDisplayValue(text('common', 'form.selectPlaceholder'));
    await user.type(screen.getByRole('textbox', { name: 'Vardas' }), 'Ona');
    await user.type(screen.getByRole('textbox', { name: 'Pavardė' }), 'Onaitė');
    const confirm = screen.getByRole('button', { name: 'Patvirtinti pristatymą' });
    await user.click(confirm);
    expectError(select, text('validation', 'Required'));
    expect(select).toHaveFocus();

    await user.selectOptions(select, 'Kaunas, Laisvės al. 2');
    await user.click(confirm);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ona', surname: 'Onaitė', locationId: 102 });
  });
});

describe('textarea, date and file inputs', () => {
  // The prize delivery form with its text fields drawn by other widgets (same schema, same validator).
  const other: FormDefinition = {
    ...prizeDeliveryForm,
    uiSchema: {
      ...prizeDeliveryForm.uiSchema,
      name: { 'ui:widget': 'textarea' },
      surname: { 'ui:widget': 'date' },
      locationId: { 'ui:widget': 'hidden' },
    },
  };

  it('are labelled inputs that keep and validate their values like any text field', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderForm({ form: other, initialData: { locationId: 7 }, onSubmit });
    const name = screen.getByRole('textbox', { name: 'Vardas' });
    expect(name.tagName).toBe('TEXTAREA');
    const date = screen.getByLabelText(/^Pavardė/);
    expect(date).toHaveAttribute('type', 'date');
    await user.click(screen.getByRole('button', { name: 'Patvirtinti pristatymą' }));
    expectError(name, text('validation', 'Required'));
    expect(name).toHaveFocus();
    await user.type(name, ' Ona ');
    await user.type(date, '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Patvirtinti pristatymą' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ona', surname: '2026-07-01', locationId: 7 });
  });

  it('reads a chosen file as rjsf does (a data URL)', async () => {
    const onSubmit = vi.fn(async () => {});
    const withFile: FormDefinition = { ...other, uiSchema: { ...other.uiSchema, name: { 'ui:widget': 'file' } } };
    const { user } = await renderForm({ form: withFile, initialData: { surname: 'Onaitė', locationId: 7 }, onSubmit });
    await user.upload(screen.getByLabelText(/^Vardas/), new File(['hi'], 'a.txt', { type: 'text/plain' }));
    await vi.waitFor(() => expect(screen.getByText(/a\.txt/)).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Patvirtinti pristatymą' }));
    expect(onSubmit).toHaveBeenCalledWith({ name: 'data:text/plain;name=a.txt;base64,aGk=', surname: 'Onaitė', locationId: 7 });
  });
});
