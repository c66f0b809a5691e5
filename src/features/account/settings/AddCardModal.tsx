import { useTranslation } from 'react-i18next';
import { AccountState } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import { isCardConsentComplete, SpecForm, useCardCheckboxRules, type CardCheckbox, type SpecFormData } from '@/shared/forms';
import { followPayment } from '@/shared/navigation/payment-redirect';
import { useServices } from '@/shared/services';
import { Modal } from '@/shared/ui/Modal';
import type { TabData } from './settings-data';

type FormDefinition = TabData<'SettingsPaymentCards'>['consentForm'];

/** Registering a card here saves it, so saving is needed along with the agreement (core §5 Card modal). */
export const NEEDED_CONSENTS: readonly CardCheckbox[] = ['agreement', 'saveCard'];

/** add: no card; renew: a new card before the expiring one stops; replace: the saved card can no longer pay. */
export type AddMode = 'add' | 'renew' | 'replace';
const MODAL_TEXTS = { add: 'cards.modalText', renew: 'cards.modalTextRenew', replace: 'cards.modalTextReplace' } as const;

/**
 * The card modal (core §5): confirm stays disabled until the agreement and saving the card are ticked; auto
 * payments make the card pay plan renewals. Confirming registers the card for free ('0.00') and leaves for
 * the payment page, which comes back to the tab with ?status=success|failure; a card the API registers
 * without one (no redirectUrl) is said to be added at once. Its own chunk, with the form library: the tab
 * loads it when the customer asks to add a card.
 */
export default function AddCardModal({
  form,
  mode,
  onClose,
  onAdded,
}: {
  form: FormDefinition;
  mode: AddMode;
  onClose: () => void;
  onAdded: () => void;
}) {
  const { t } = useTranslation('account');
  const services = useServices();
  const rules = useCardCheckboxRules({ hasSavedCard: false });
  const complete = isCardConsentComplete(rules.data, NEEDED_CONSENTS);
  const submit = async (values: SpecFormData): Promise<void> => {
    let redirectUrl: string | undefined;
    try {
      const body = {
        saveCard: true,
        setDefaultPayment: values.autoPayments === true,
        amount: '0.00',
        ...(mode === 'replace' ? { accountState: AccountState.Expired } : {}),
      };
      redirectUrl = (await unwrap(services.api.POST('/payment/v2/payments/card', { body }))).redirectUrl;
    } catch (error) {
      services.fail(error);
      return;
    }
    // The response "may carry redirectUrl" (core §3): without one the card is registered with no payment page.
    if (!redirectUrl) return onAdded();
    // The browser leaving for the payment page: the form stays busy.
    return followPayment(services, redirectUrl).catch((error: unknown) => services.fail(error));
  };
  return (
    <Modal open title={t('cards.modalTitle')} onClose={onClose}>
      <p>{t(MODAL_TEXTS[mode])}</p>
      <SpecForm form={form} idPrefix="settings-card-consent" {...rules.formProps} submitDisabled={!complete} onSubmit={submit}>
        {!complete ? <p className="account-hint">{t('cards.modalNeeded')}</p> : null}
      </SpecForm>
    </Modal>
  );
}
