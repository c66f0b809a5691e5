// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { cardConsentForm } from '@generated/forms/card-consent';
import { refillForm } from '@generated/forms/refill';
import type { FormDefinition } from '@generated/forms/types';
import { isCardConsentComplete, useCardCheckboxRules, type CardCheckbox, type SpecFormData } from '@/shared/forms';
import { SpecForm } from '@/shared/forms/SpecForm';
import { createTestI18n, expectError, failOnConsoleError, text } from './helpers';

failOnConsoleError();

interface HarnessProps {
  form: FormDefinition;
  hasSavedCard: boolean;
  needed?: CardCheckbox[];
  onSubmit: (data: SpecFormData) => Promise<void>;
}

/** How a screen wires the card rules: the hook's props onto the form, the modal's confirm gated by the consents. */
function CardForm({ form, hasSavedCard, needed, onSubmit }: HarnessProps) {
  const card = useCardCheckboxRules({ hasSavedCard });
  return (
    <SpecForm form={form} {...card.formProps} onSubmit={onSubmit} submitDisabled={needed && !isCardConsentComplete(card.data, needed)} />
  );
}

async function renderCardForm(props: Omit<HarnessProps, 'onSubmit'> & { onSubmit?: HarnessProps['onSubmit'] }) {
  const i18n = await createTestI18n();
  const user = userEvent.setup();
  render(
    <I18nextProvider i18n={i18n}>
      <CardForm {...props} onSubmit={props.onSubmit ?? (async () => {})} />
    </I18nextProvider>,
  );
  return { user };
}

const box = (form: string, field: string) => screen.getByRole('checkbox', { name: text('forms', `${form}.${field}.label`) });

describe('card consent checkboxes', () => {
  it('requires the agreement: Required under it and focus on it when confirmed unticked', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderCardForm({ form: cardConsentForm, hasSavedCard: false, onSubmit });
    expect(box('card-consent', 'agreement')).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Patvirtinti' }));
    expectError(box('card-consent', 'agreement'), text('validation', 'Required'));
    expect(box('card-consent', 'agreement')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('ticking save card ticks auto payments, which is disabled without a card to pay from', async () => {
    const { user } = await renderCardForm({ form: cardConsentForm, hasSavedCard: false });
    expect(box('card-consent', 'autoPayments')).toBeDisabled();
    expect(box('card-consent', 'autoPayments')).toHaveAccessibleDescription(text('forms', 'card-consent.autoPayments.help'));

    await user.click(box('card-consent', 'saveCard'));
    expect(box('card-consent', 'autoPayments')).toBeChecked();
    expect(box('card-consent', 'autoPayments')).toBeEnabled();
    await user.click(box('card-consent', 'autoPayments'));
    expect(box('card-consent', 'autoPayments')).not.toBeChecked();

    await user.click(box('card-consent', 'autoPayments'));
    await user.click(box('card-consent', 'saveCard'));
    expect(box('card-consent', 'autoPayments')).not.toBeChecked();
    expect(box('card-consent', 'autoPayments')).toBeDisabled();
  });

  it('with a saved card, auto payments can be ticked alone', async () => {
    const { user } = await renderCardForm({ form: cardConsentForm, hasSavedCard: true });
    expect(box('card-consent', 'autoPayments')).toBeEnabled();
    await user.click(box('card-consent', 'autoPayments'));
    expect(box('card-consent', 'autoPayments')).toBeChecked();
    expect(box('card-consent', 'saveCard')).not.toBeChecked();
  });

  it('keeps the modal confirm disabled until every needed consent is ticked', async () => {
    const onSubmit = vi.fn(async () => {});
    const { user } = await renderCardForm({
      form: cardConsentForm,
      hasSavedCard: false,
      needed: ['agreement', 'saveCard', 'autoPayments'],
      onSubmit,
    });
    const confirm = () => screen.getByRole('button', { name: 'Patvirtinti' });
    expect(confirm()).toBeDisabled();
    await user.click(box('card-consent', 'agreement'));
    expect(confirm()).toBeDisabled();
    await user.click(box('card-consent', 'saveCard'));
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(onSubmit).toHaveBeenCalledWith({ agreement: true, saveCard: true, autoPayments: true });
  });

  it('choosing another refill method resets the card checkboxes', async () => {
    const { user } = await renderCardForm({ form: refillForm, hasSavedCard: false });
    await user.click(screen.getByRole('radio', { name: 'Mokėjimo kortelė' }));
    await user.click(box('refill', 'saveCard'));
    expect(box('refill', 'autoPayments')).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Automatinis papildymas kortele' }));
    await user.click(box('refill', 'agreement'));
    await user.click(screen.getByRole('radio', { name: 'Mokėjimo kortelė' }));
    expect(box('refill', 'saveCard')).not.toBeChecked();
    expect(box('refill', 'autoPayments')).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Automatinis papildymas kortele' }));
    expect(box('refill', 'agreement')).not.toBeChecked();
  });
});
