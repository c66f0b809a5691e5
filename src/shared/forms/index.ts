export { SpecForm, type SpecFormProps } from './SpecForm';
export { useCardCheckboxRules } from './useCardCheckboxRules';
export {
  applyCardCheckboxRules,
  isAutoPaymentsDisabled,
  isCardConsentComplete,
  type CardCheckbox,
  type CardContext,
} from './cardCheckboxes';
export {
  firstFailingRules,
  messageKeyFor,
  trimValues,
  validateForm,
  type ExtraValidate,
  type FieldError,
  type RawError,
  type SpecFormData,
} from './validator';
export type { FieldChoice } from './uiSchema';
