import { useTranslation } from 'react-i18next';
import type { CardConsentFormData } from '@generated/forms/card-consent';
import type { FormDefinition } from '@generated/forms/types';
import { isCardConsentComplete, SpecForm, useCardCheckboxRules, type CardCheckbox } from '@/shared/forms';
import { Modal } from '@/shared/ui/Modal';
import { newCardRequest } from './requests';
import type { useRefillActions } from './use-refill-actions';

/** A new card is saved by registering it, so saving it is needed along with the agreement (core §5 Card modal). */
export const NEEDED_CONSENTS: readonly CardCheckbox[] = ['agreement', 'saveCard'];

interface CardConsentModalProps {
  form: FormDefinition<CardConsentFormData>;
  /** The saved card expired or was deactivated (modal state ExpiredRefill, else Refill). */
  expired: boolean;
  onClose: () => void;
  actions: ReturnType<typeof useRefillActions>;
}

/**
 * The card modal, mounted while open (so each opening starts unticked): its confirm stays disabled until
 * the needed consents are ticked; confirming registers the card for free and leaves for the payment
 * page, which comes back to the refill page with ?status=success|failure.
 */
export function CardConsentModal({ form, expired, onClose, actions }: CardConsentModalProps) {
  const { t } = useTranslation('common');
  const rules = useCardCheckboxRules({ hasSavedCard: false });
  const complete = isCardConsentComplete(rules.data, NEEDED_CONSENTS);
  return (
    <Modal open title={t('refill:cardModal.title')} onClose={onClose}>
      <p>{t('refill:cardModal.text')}</p>
      <SpecForm
        form={form}
        idPrefix="refill-card-consent"
        {...rules.formProps}
        submitDisabled={!complete}
        onSubmit={(data) => actions.addCard(newCardRequest(data, expired))}
      >
        {!complete && (
          <p className="refill__hint" id="refill-card-consent-needed">
            {t('refill:cardModal.needed')}
          </p>
        )}
      </SpecForm>
    </Modal>
  );
}
