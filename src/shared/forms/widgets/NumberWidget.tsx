import type { WidgetProps } from '@rjsf/utils';
import { TextInput } from './TextInput';

/**
 * A string of digits (personal number, voucher code): a text input, not type=number, which would drop
 * leading zeros and add a spinner; inputMode and pattern bring up the numeric keypad on phones.
 */
export function NumberWidget(props: WidgetProps) {
  return <TextInput {...props} inputProps={{ inputMode: 'numeric', pattern: '[0-9]*' }} />;
}
