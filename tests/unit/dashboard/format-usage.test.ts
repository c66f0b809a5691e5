import { describe, expect, it } from 'vitest';
import { formatAmount, usedOf, type Bucket } from '@/features/dashboard/format-usage';
import { formatPhone } from '@/shared/format/phone';

const bucket = (remaining: number, total: number | null): Bucket => ({
  id: 'b',
  name: 'b',
  remaining,
  total,
  unit: 'GB',
  unlimited: total === null,
  validUntil: null,
});

describe('dashboard formatting', () => {
  it('writes a number with the +370 prefix in groups', () => {
    expect(formatPhone('61234567')).toBe('+370 612 34567');
  });

  it("writes amounts with the portal's one decimal mark and the unit, in English too (core §9)", () => {
    expect(formatAmount(13.6, 'GB', 'GB', 'lt')).toBe('13,6\u00a0GB');
    expect(formatAmount(13.6, 'GB', 'GB', 'en')).toBe('13,6\u00a0GB');
    expect(formatAmount(1234.5, 'MB', 'MB', 'en')).toBe('1\u00a0234,5\u00a0MB');
    expect(formatAmount(412, 'sms', 'SMS', 'lt')).toBe('412\u00a0SMS');
    expect(formatAmount(1.5, 'EUR', 'ignored', 'lt')).toBe('1,50\u00a0€');
  });

  it('counts what was used, to the cent and never below zero', () => {
    expect(usedOf(bucket(13.6, 20))).toBe(6.4);
    expect(usedOf(bucket(5, 2))).toBe(0);
    expect(usedOf(bucket(0, null))).toBe(0);
  });
});
