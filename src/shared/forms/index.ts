// The form component is lazy (see LazySpecForm); only light modules are exported statically, so
// importing this index never pulls the form library into a page's first chunk. Validation helpers
// live in './validator' (import them from there: they need rjsf's precompiled validator).
export { SpecForm } from './LazySpecForm';
export type { SpecFormProps } from './SpecForm';
export type { RefusedFields } from './use-spec-form-state';
export { useCardCheckboxRules } from './use-card-checkbox-rules';
export {
  applyCardCheckboxRules,
  isAutoPaymentsDisabled,
  isCardConsentComplete,
  type CardCheckbox,
  type CardContext,
} from './card-checkboxes';
export type { ExtraValidate, FieldError, RawError, SpecFormData } from './validator';
export type { FieldChoice } from './ui-schema';
