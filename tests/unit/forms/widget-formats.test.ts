import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupDigits } from '@/shared/forms/widgets/CodeWidget';
import { nationalNumber } from '@/shared/forms/widgets/PhoneWidget';

describe('nationalNumber', () => {
  it.each([
    ['+370 612 34567', '61234567'],
    ['+37061234567', '61234567'],
    ['0037061234567', '61234567'],
    ['8 612 34567', '61234567'],
    ['612-34-567', '61234567'],
    ['61234567', '61234567'],
    ['8612', '8612'], // still being typed
    ['+370 512 34567', '+37051234567'], // not a mobile number: kept for the rule to reject
    ['abc', 'abc'],
  ])('%s -> %s', (raw, expected) => expect(nationalNumber(raw)).toBe(expected));
});

describe('groupDigits', () => {
  it('puts a space after every group, the digits unchanged', () => {
    expect(groupDigits('12345678', 4)).toBe('1234 5678');
    expect(groupDigits('12345', 3)).toBe('123 45');
    expect(groupDigits('1234', 0)).toBe('1234');
    fc.assert(
      fc.property(fc.stringMatching(/^\d{0,8}$/), fc.integer({ min: 1, max: 8 }), (digits, size) => {
        expect(groupDigits(digits, size).replace(/ /g, '')).toBe(digits);
      }),
    );
  });
});
