import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';

export interface SubmitButtonViewProps {
  label: string;
  /** onSubmit's promise is pending: the button is disabled and aria-busy, and shows a spinner. */
  busy?: boolean;
  disabled?: boolean;
}

export function SubmitButton({ label, busy = false, disabled = false }: SubmitButtonViewProps) {
  return (
    <div className="spec-form__actions">
      <button type="submit" className="spec-form__submit" disabled={disabled || busy} aria-busy={busy || undefined}>
        {busy && <span className="spec-form__spinner" aria-hidden="true" />}
        {label}
      </button>
    </div>
  );
}

/**
 * rjsf's submit button template, drawn the same way. SpecForm passes its own SubmitButton as the form's
 * children (it needs the pending state), so rjsf draws this only for a Form used without children.
 */
export function SubmitButtonTemplate({ uiSchema }: SubmitButtonProps) {
  const { submitText, norender, props } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  return <SubmitButton label={submitText ?? ''} disabled={Boolean(props?.disabled)} />;
}
