import { errorId, helpId, type FieldErrorProps, type FieldHelpProps } from '@rjsf/utils';

/** A field's error under it: only the first message (SpecForm gives one per field), with the id inputs point at. */
export function FieldErrorTemplate({ errors, fieldPathId }: FieldErrorProps) {
  const first = errors?.find(Boolean);
  if (!first) return null;
  return (
    <p id={errorId(fieldPathId)} className="spec-form__error">
      {first}
    </p>
  );
}

/** A field's help text, present only when the spec's help key has a text. */
export function FieldHelpTemplate({ help, fieldPathId }: FieldHelpProps) {
  if (!help) return null;
  return (
    <p id={helpId(fieldPathId)} className="spec-form__help">
      {help}
    </p>
  );
}

/** rjsf's list of all errors above the form is not drawn: errors live under their fields. */
export function ErrorListTemplate() {
  return null;
}
