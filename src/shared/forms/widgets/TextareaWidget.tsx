import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './aria';

/** Longer text (a message, an address): a textarea with the field's maxLength, 4 rows unless `ui:options.rows`. */
export function TextareaWidget({
  id,
  htmlName,
  value,
  required,
  disabled,
  readonly,
  autofocus,
  options,
  schema,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <textarea
      id={id}
      name={htmlName ?? id}
      className="spec-form__textarea"
      rows={Number(options.rows) || 4}
      value={value == null ? '' : String(value)}
      maxLength={schema.maxLength}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      autoComplete={options.autocomplete as string | undefined}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : event.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...fieldAria(id, options, rawErrors)}
    />
  );
}
