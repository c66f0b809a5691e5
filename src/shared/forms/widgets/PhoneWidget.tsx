import type { WidgetProps } from '@rjsf/utils';
import * as app from '@generated/app';
import { NATIONAL_MOBILE } from '@/shared/format/phone';
import { TextInput } from './TextInput';

/**
 * A pasted or autofilled number in international (+370 6…, 00370 6…) or domestic (8 6…) form becomes the
 * 8 national digits the field takes; spaces and dashes go. Anything else is kept as typed, so the rule
 * message, not the widget, tells the user what is wrong.
 */
export function nationalNumber(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  const country = app.phonePrefix.slice(1);
  const national = compact.replace(new RegExp(`^(?:\\+${country}|00${country}|${country}|8)`), '');
  return national !== compact && NATIONAL_MOBILE.test(national) ? national : compact;
}

/**
 * Phone number: a visible, non-editable +370 before an input of the national digits (type tel for the
 * phone keypad, autocomplete tel-national from the spec). No maxlength: the browser would cut a pasted
 * "+370 612 34567" to "+370 612" before nationalNumber could shorten it.
 */
export function PhoneWidget(props: WidgetProps) {
  return <TextInput {...props} type="tel" prefix={app.phonePrefix} normalize={nationalNumber} inputProps={{ maxLength: undefined }} />;
}
