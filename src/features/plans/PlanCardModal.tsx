import { useTranslation } from 'react-i18next';
import { cardConsentForm } from '@generated/forms/card-consent';
import { isCardConsentComplete, SpecForm, useCardCheckboxRules, type CardCheckbox, type SpecFormData } from '@/shared/forms';
import { Modal } from '@/shared/ui/Modal';

/** Paying for one plan by card needs only the agreement; saving the card and renewing by it are the customer's choice. */
export const NEEDED_CONSENTS: readonly CardCheckbox[] = ['agreement'];

export interface CardChoice {
  saveCard: boolean;
  autoPayments: boolean;
}

/**
 * The card modal in its PlanOrder state (core §3 AccountState PlanOrder 3, §5 Card modal; campaign seed
 * §5 card confirmation modal states): before a plan is paid by a new card, the customer agrees to the card
 * terms and may save the card and have it pay the plan's renewals. Confirm stays disabled until the
 * agreement is ticked; `onConfirm` orders the plan with those choices and leaves for the payment page.
 * Its own chunk, with the form library: loaded when a card payment is confirmed.
 */
export default function PlanCardModal({ onConfirm, onClose }: { onConfirm: (choice: CardChoice) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('plans');
  const rules = useCardCheckboxRules({ hasSavedCard: false });
  const complete = isCardConsentComplete(rules.data, NEEDED_CONSENTS);
  const submit = (values: SpecFormData) => onConfirm({ saveCard: values.saveCard === true, autoPayments: values.autoPayments === true });
  return (
    <Modal open title={t('confirmation.cardModal.title')} onClose={onClose}>
      <p>{t('confirmation.cardModal.text')}</p>
      <SpecForm form={cardConsentForm} idPrefix="plan-card-consent" {...rules.formProps} submitDisabled={!complete} onSubmit={submit}>
        {!complete ? <p className="order-form__hint">{t('confirmation.cardModal.needed')}</p> : null}
      </SpecForm>
    </Modal>
  );
}
