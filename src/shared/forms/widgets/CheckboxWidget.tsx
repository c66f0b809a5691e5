import type { WidgetProps } from '@rjsf/utils';
import { RequiredMark } from '../templates/RequiredMark';
import { fieldAria } from './aria';

/**
 * A checkbox with its own label after it (the FieldTemplate draws no separate label for checkboxes). A
 * required checkbox (an agreement) must be ticked, which the required attribute tells assistive tech.
 */
export function CheckboxWidget({
  id,
  htmlName,
  value,
  label,
  required,
  disabled,
  readonly,
  autofocus,
  options,
  rawErrors,
  onChange,
  onBlur,
  onFocus,
}: WidgetProps) {
  return (
    <div className="spec-form__check">
      <input
        type="checkbox"
        id={id}
        name={htmlName ?? id}
        className="spec-form__checkbox"
        checked={value === true}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...fieldAria(id, options, rawErrors)}
      />
      {/* The label fills the row's height: the row is the tap target, however short the words (WCAG 2.5.8). */}
      <label htmlFor={id} className="spec-form__check-label">
        <span>
          {label}
          {required && <RequiredMark />}
        </span>
      </label>
    </div>
  );
}
