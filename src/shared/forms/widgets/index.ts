import type { RegistryWidgetsType } from '@rjsf/utils';
import { AmountWidget } from './AmountWidget';
import { CheckboxWidget } from './CheckboxWidget';
import { CodeWidget } from './CodeWidget';
import { NumberWidget } from './NumberWidget';
import { PasswordWidget } from './PasswordWidget';
import { PhoneWidget } from './PhoneWidget';
import { RadioWidget } from './RadioWidget';
import { SelectWidget } from './SelectWidget';
import { TextareaWidget } from './TextareaWidget';

/**
 * Widgets by the spec's widget names (rjsf looks a `ui:widget` name up here first). text, email and date
 * are rjsf's own widgets drawn through our BaseInputTemplate (TextInput); hidden and file are rjsf's.
 */
export const widgets: RegistryWidgetsType = {
  phone: PhoneWidget,
  code: CodeWidget,
  password: PasswordWidget,
  amount: AmountWidget,
  number: NumberWidget,
  radio: RadioWidget,
  select: SelectWidget,
  checkbox: CheckboxWidget,
  textarea: TextareaWidget,
};
