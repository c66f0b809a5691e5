import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './TextInput';

/**
 * A sum of money: a text input with the decimal keypad, so "12,50" can be typed with the comma Lithuanian
 * keyboards give (a number input would reject it). The value stays as typed; the caller turns "," into "."
 * for the API.
 */
export function AmountWidget(props: WidgetProps) {
  return <TextInput {...props} inputProps={{ inputMode: 'decimal' }} />;
}
