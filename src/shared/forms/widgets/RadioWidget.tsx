import { optionId, type WidgetProps } from '@rjsf/utils';
import { choicesOf, indexOf } from './choices';

/**
 * Radio buttons, each with its own label. The group's label, required state, invalid state and
 * description are on the fieldset the FieldTemplate draws around it (role radiogroup), where a screen
 * reader announces them once for the group. All share the field id as name, so arrow keys move within
 * the group and the form's `elements[id]` finds it to focus.
 */
export function RadioWidget({ id, htmlName, value, disabled, readonly, autofocus, options, onChange, onBlur, onFocus }: WidgetProps) {
  const choices = choicesOf(options);
  const selected = indexOf(choices, value);
  return (
    <div className="spec-form__options">
      {choices.map((choice, i) => (
        <div key={String(choice.value)} className="spec-form__option">
          <input
            type="radio"
            id={optionId(id, i)}
            name={htmlName ?? id}
            className="spec-form__radio"
            value={String(i)}
            checked={i === selected}
            disabled={disabled || readonly}
            autoFocus={autofocus && i === 0}
            onChange={() => onChange(choice.value)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={optionId(id, i)} className="spec-form__option-label">
            {choice.label}
          </label>
        </div>
      ))}
    </div>
  );
}
