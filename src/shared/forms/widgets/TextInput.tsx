import type { InputHTMLAttributes, Ref } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { fieldAria } from './aria';

/** rjsf's BaseInputTemplate props (onChangeOverride: rjsf's FileWidget reads the files itself) and ours. */
export interface TextInputProps extends BaseInputTemplateProps {
  type?: string;
  /** Turns what was typed into the value (digits only, a national phone number). */
  normalize?: (raw: string) => string;
  /** What the input shows when it differs from the value (a code in groups). */
  display?: string;
  /** Non-editable text before the input (+370); it is part of the input's description. */
  prefix?: string;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputHTMLAttributes<HTMLInputElement>;
}

/**
 * The one text input of the forms (also rjsf's BaseInputTemplate, so text, email, date and file use it): a
 * controlled input whose empty value is rjsf's emptyValue, with the field's maxLength, inputMode and
 * autocomplete, and ARIA that names only what is on the page.
 */
export function TextInput(props: TextInputProps) {
  const { id, htmlName, value, required, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, schema, rawErrors } = props;
  const { type = 'text', normalize, display, prefix, inputRef, inputProps, onChangeOverride } = props;
  const prefixId = prefix ? `${id}__prefix` : undefined;
  const input = (
    <input
      ref={inputRef}
      id={id}
      name={htmlName ?? id}
      className="spec-form__input"
      type={type}
      value={display ?? (value == null ? '' : String(value))}
      required={required}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      maxLength={schema.maxLength}
      inputMode={options.inputMode as InputHTMLAttributes<HTMLInputElement>['inputMode']}
      autoComplete={options.autocomplete as string | undefined}
      accept={props.accept as string | undefined}
      multiple={props.multiple}
      onChange={
        onChangeOverride ??
        ((event) => {
          const next = normalize ? normalize(event.target.value) : event.target.value;
          onChange(next === '' ? options.emptyValue : next);
        })
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...fieldAria(id, options, rawErrors, prefixId)}
      {...inputProps}
    />
  );
  if (!prefix) return input;
  return (
    <div className="spec-form__affix">
      <span id={prefixId} className="spec-form__prefix">
        {prefix}
      </span>
      {input}
    </div>
  );
}
