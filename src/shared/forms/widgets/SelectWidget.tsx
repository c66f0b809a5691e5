import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '@rjsf/utils';
import { fieldAria } from './aria';
import { choicesOf, indexOf } from './choices';

/**
 * A native select (the phone's own picker on mobile, type-ahead and keyboard for free). Without a value it
 * starts on a "choose" placeholder whose value is empty, so a required select reports Required.
 */
export function SelectWidget({
  id,
  htmlName,
  value,
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
  const { t } = useTranslation('common');
  const choices = choicesOf(options);
  const selected = indexOf(choices, value);
  return (
    <select
      id={id}
      name={htmlName ?? id}
      className="spec-form__select"
      value={selected < 0 ? '' : String(selected)}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(event) => onChange(event.target.value === '' ? options.emptyValue : choices[Number(event.target.value)]?.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      {...fieldAria(id, options, rawErrors)}
    >
      {selected < 0 && <option value="">{t('form.selectPlaceholder')}</option>}
      {choices.map((choice, i) => (
        <option key={String(choice.value)} value={String(i)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
