import { useCallback, useMemo, useState } from 'react';
import { applyCardCheckboxRules, isAutoPaymentsDisabled, type CardContext } from './card-checkboxes';
import type { SpecFormData } from './validator';

/**
 * The card checkbox rules wired for SpecForm:
 * `const card = useCardCheckboxRules({ hasSavedCard }); <SpecForm form={refillForm} {...card.formProps} … />`.
 * `formProps.onChange` rewrites each change through applyCardCheckboxRules; `formProps.disabledFields`
 * disables autoPayments while there is no card to pay from; `data` is the form's current data (for the
 * card modal's confirm: isCardConsentComplete(card.data)).
 */
export function useCardCheckboxRules({ hasSavedCard }: CardContext) {
  const [data, setData] = useState<SpecFormData>({});
  const onChange = useCallback(
    (next: SpecFormData, previous: SpecFormData) => {
      const result = applyCardCheckboxRules(previous, next, { hasSavedCard });
      setData(result);
      return result;
    },
    [hasSavedCard],
  );
  const autoPaymentsDisabled = isAutoPaymentsDisabled(data, { hasSavedCard });
  const formProps = useMemo(
    () => ({ onChange, disabledFields: autoPaymentsDisabled ? ['autoPayments'] : [] }),
    [onChange, autoPaymentsDisabled],
  );
  return { formProps, data };
}
