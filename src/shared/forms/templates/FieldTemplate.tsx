import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { cls, fieldAria } from '../widgets/aria';
import { RequiredMark } from './RequiredMark';

/**
 * One field: label, help, input, then its error, in a plain element styled by class names. A radio group
 * is a fieldset whose legend is the label and which carries the group's required, invalid and description
 * state; a checkbox draws its own label next to the box. The root object only passes its fields through.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, errors, help, rawHelp, hidden, required, disabled, rawErrors, schema, uiSchema } = props;
  if (hidden || schema.type === 'object') return <>{children}</>;
  const widget = String(getUiOptions(uiSchema).widget ?? 'text');
  const invalid = Boolean(rawErrors?.length);
  const className = cls(
    'spec-form__field',
    `spec-form__field--${widget}`,
    invalid && 'spec-form__field--invalid',
    disabled && 'spec-form__field--disabled',
  );

  if (widget === 'radio') {
    return (
      <fieldset
        className={className}
        role="radiogroup"
        aria-labelledby={`${id}__legend`}
        aria-required={required || undefined}
        {...fieldAria(id, { help: rawHelp }, rawErrors)}
      >
        <legend id={`${id}__legend`} className="spec-form__label">
          {label}
          {required && <RequiredMark />}
        </legend>
        {help}
        {children}
        {errors}
      </fieldset>
    );
  }
  if (widget === 'checkbox') {
    return (
      <div className={className}>
        {children}
        {help}
        {errors}
      </div>
    );
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="spec-form__label">
        {label}
        {required && <RequiredMark />}
      </label>
      {help}
      {children}
      {errors}
    </div>
  );
}
