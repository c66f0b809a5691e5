import { useLayoutEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import * as constants from '@generated/constants';
import { TextInput } from './TextInput';

/** Digits with a space after every `size` of them (display only; the value has no spaces). */
export function groupDigits(digits: string, size: number): string {
  return size > 0 ? (digits.match(new RegExp(`\\d{1,${size}}`, 'g')) ?? []).join(' ') : digits;
}

/** Where the caret goes in `shown` to stand after `digits` digits. */
function caretAfter(shown: string, digits: number): number {
  let seen = 0;
  for (let i = 0; i < shown.length; i++) {
    if (seen === digits) return i;
    if (/\d/.test(shown[i]!)) seen++;
  }
  return shown.length;
}

/**
 * A code from an SMS or e-mail: digits only (anything else is dropped as it is typed), at most
 * constants.codeMaxLength, numeric keypad, optional grouping (`ui:options.groupSize`) shown with spaces
 * that are not part of the value. The caret keeps its place among the digits when a letter is dropped
 * or a group space appears.
 */
export function CodeWidget(props: WidgetProps) {
  const max = Math.min(Number(props.schema.maxLength ?? constants.codeMaxLength), constants.codeMaxLength);
  const group = Number(props.options.groupSize) || 0;
  const value = props.value == null ? '' : String(props.value);
  const shown = groupDigits(value, group);
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const el = input.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    const at = caretAfter(shown, caret.current);
    el.setSelectionRange(at, at);
    caret.current = null;
  });

  return (
    <TextInput
      {...props}
      inputRef={input}
      display={shown}
      normalize={(raw) => {
        const before = raw.slice(0, input.current?.selectionStart ?? raw.length);
        caret.current = before.replace(/\D/g, '').length;
        return raw.replace(/\D/g, '').slice(0, max);
      }}
      inputProps={{ maxLength: group ? max + Math.floor((max - 1) / group) : max, pattern: '[0-9]*' }}
    />
  );
}
