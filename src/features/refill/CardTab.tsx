import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { components } from '@generated/api/schema';
import { CardState, PaymentMethodName, type RefillTab } from '@generated/enums';
import type { RefillFormData } from '@generated/forms/refill';
import type { FormDefinition } from '@generated/forms/types';
import { href } from '@/shared/routing/paths';
import { SpecForm, useCardCheckboxRules, type SpecFormData } from '@/shared/forms';
import { useRoute } from '@/shared/routing/screen';
import { canPayWith } from '@/shared/cards/card-state';
import { withMethods } from './form-methods';
import { refillRequest } from './requests';
import { SavedCardSummary } from './SavedCardSummary';
import type { useRefillActions } from './use-refill-actions';
import { loginAndBack } from '@/shared/session/login-and-back';

type CreditCard = components['schemas']['CreditCard'];

interface CardTabProps {
  tab: RefillTab;
  form: FormDefinition<RefillFormData>;
  methods: readonly string[];
  phone?: string;
  isLoggedIn: boolean;
  /** The saved card, on the saved-card tab. */
  card?: CreditCard;
  cardState: CardState;
  actions: ReturnType<typeof useRefillActions>;
  onAddCard: () => void;
}

const CARD_BOXES = ['saveCard', 'autoPayments'];

/**
 * The card tab (payment page methods: a new card, the bank) and its saved-card variant, whose first
 * method pays with the saved card and needs the agreement and a period. The card checkbox rules of
 * core §4 come from the forms' useCardCheckboxRules; saving a card needs an account, so anonymous
 * visitors see both boxes disabled with a way to log in.
 */
export function CardTab({ tab, form, methods, phone, isLoggedIn, card, cardState, actions, onAddCard }: CardTabProps) {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  const rules = useCardCheckboxRules({ hasSavedCard: canPayWith(cardState) });
  const limited = withMethods(form, methods);
  const disabledFields = useMemo(
    () => (isLoggedIn ? rules.formProps.disabledFields : CARD_BOXES),
    [isLoggedIn, rules.formProps.disabledFields],
  );
  const initialData = useMemo<SpecFormData>(() => (phone ? { phone } : {}), [phone]);

  return (
    <>
      {card && <SavedCardSummary card={card} state={cardState} onAddCard={onAddCard} />}
      <SpecForm
        form={limited}
        idPrefix={`refill-${tab}`}
        initialData={initialData}
        onChange={rules.formProps.onChange}
        disabledFields={disabledFields}
        onSubmit={(data) => actions.refill(refillRequest(data))}
      >
        {!isLoggedIn && rules.data.method === PaymentMethodName.Card && (
          <p className="refill__hint">
            {t('refill:loginToSaveCard')} <Link to={loginAndBack(lang, href('Refill', {}, lang))}>{t('refill:loginLink')}</Link>
          </p>
        )}
      </SpecForm>
    </>
  );
}
