import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import type { FormDefinition } from '@generated/forms/types';
import { templates } from './templates';
import { SubmitButton } from './templates/SubmitButton';
import { buildUiSchema, type FieldChoice } from './ui-schema';
import { useSpecFormState, type RefusedFields } from './use-spec-form-state';
import { validatorFor, type ExtraValidate, type SpecFormData } from './validator';
import { widgets } from './widgets';
import '@/shared/ui/field.css';
import './forms.css';

export interface SpecFormProps<TData extends SpecFormData = SpecFormData> {
  /** A generated form (`generated/forms/<name>.ts`); its data type types onSubmit. */
  form: FormDefinition<TData>;
  /**
   * Called with trimmed data (client-only fields kept) once every rule passes; the form is busy until it
   * settles. It may answer the fields the API refused (RefusedFields), whose messages then show there.
   */
  onSubmit: (data: TData) => Promise<void | RefusedFields>;
  /** Starting values, read once at mount (remount with a `key` to start over). */
  initialData?: SpecFormData;
  /** Disables every field and the submit button. */
  disabled?: boolean;
  /** Overrides the submit text (the form's submitKey, e.g. `forms:<name>.submit`). */
  submitLabel?: string;
  /** Each change; may return rewritten data (see useCardCheckboxRules). */
  onChange?: (data: SpecFormData, previous: SpecFormData) => SpecFormData | void;
  /** Drawn after the fields, before the submit button (a "forgot password" link, terms). */
  children?: ReactNode;
  /** Fields drawn disabled. */
  disabledFields?: readonly string[];
  /** Keeps the submit button disabled (the card modal until its consents are ticked). */
  submitDisabled?: boolean;
  /** Options of select/radio fields the spec leaves to run time (pick-up locations from the API). */
  fieldOptions?: Readonly<Record<string, readonly FieldChoice[]>>;
  /** A field was left; may return rewritten data, which the form then shows (a full name split into first and last name). */
  onFieldBlur?: (field: string, data: SpecFormData) => SpecFormData | void;
  /** Checks beyond the spec's rules, on trimmed data: field -> validation message key. */
  validate?: ExtraValidate;
  /** Prefix of element ids; defaults to the form's name. Set it when one form is on a page twice. */
  idPrefix?: string;
  className?: string;
}

/**
 * Renders a generated form with @rjsf/core: the precompiled validator (no runtime compiler), translated
 * labels, help and messages, our widgets and templates, and the behaviour of useSpecFormState. rjsf's own
 * validation is off (noValidate): its errors would be one per failing keyword, untranslated and shown all
 * at once; the hook decides what shows and rjsf draws it through extraErrors.
 */
export function SpecForm<TData extends SpecFormData = SpecFormData>(props: SpecFormProps<TData>) {
  const { form, disabled, children, disabledFields, fieldOptions, className } = props;
  // Enum option names are looked up by their full key (enums:…), loaded by LazySpecForm for a form that names them.
  const { t, i18n } = useTranslation(['forms', 'validation', 'common']);
  const idPrefix = props.idPrefix ?? form.name;
  // The precompiled validator has passed when onSubmit runs: the data is the form's data type.
  const state = useSpecFormState(form as FormDefinition, idPrefix, { ...props, onSubmit: (data) => props.onSubmit(data as TData) });

  const uiSchema = useMemo(
    () =>
      buildUiSchema(
        form,
        (key) => t(key),
        (key) => i18n.exists(key),
        { disabledFields, fieldOptions },
      ),
    [form, t, i18n, disabledFields, fieldOptions],
  );
  const extraErrors = useMemo(() => {
    const schema: Record<string, { __errors: string[] }> = {};
    for (const [field, error] of Object.entries(state.errors))
      schema[field] = { __errors: [t(error.messageKey.includes(':') ? error.messageKey : `validation:${error.messageKey}`)] };
    return schema as ErrorSchema;
  }, [state.errors, t]);

  return (
    <Form
      ref={state.formRef}
      className={['spec-form', `spec-form--${form.name}`, className].filter(Boolean).join(' ')}
      schema={form.schema}
      uiSchema={uiSchema}
      validator={validatorFor(form)}
      widgets={widgets}
      templates={templates}
      initialFormData={state.initialData}
      idPrefix={idPrefix}
      disabled={disabled}
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      onChange={state.onChange}
      onBlur={state.onBlur}
      onSubmit={state.onSubmit}
    >
      {children}
      {form.submit && (
        <SubmitButton label={props.submitLabel ?? t(form.submitKey)} busy={state.pending} disabled={disabled || props.submitDisabled} />
      )}
    </Form>
  );
}
