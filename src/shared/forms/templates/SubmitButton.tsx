import { getSubmitButtonOptions, type SubmitButtonProps } from '@rjsf/utils';

export interface SubmitButtonViewProps {
  label: string;
  /**
   * onSubmit's promise is pending: the button is aria-disabled and aria-busy, and shows a spinner. Not
   * `disabled`: a focused button that becomes disabled loses focus to the page (Chrome), so a keyboard
   * user would lose their place; the form ignores a second submit while one is pending.
   */
  busy?: boolean;
  disabled?: boolean;
}

export function SubmitButton({ label, busy = false, disabled = false }: SubmitButtonViewProps) {
  return (
    <div className="spec-form__actions">
      <button
        type="submit"
        className="spec-form__submit"
        disabled={disabled}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
      >
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
