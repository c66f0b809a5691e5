import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDate, vilniusOffsetHours } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';

describe('prices (core §9)', () => {
  it('have two decimals, a comma, and the euro sign after the amount', () => {
    expect(formatPrice(12.45, 'lt')).toBe('12,45\u00a0€');
    expect(formatPrice('5', 'ru')).toBe('5,00\u00a0€');
    expect(formatPrice('9,9', 'lt')).toBe('9,90\u00a0€');
  });
  it('put the euro sign first in English', () => {
    expect(formatPrice(12.45, 'en')).toBe('€12,45');
  });
});

describe('dates (core §9, campaign §9)', () => {
  it('use the configured format with the d. suffix in Lithuanian', () => {
    expect(formatDate('2026-11-21T10:00:00Z', 'lt')).toBe('2026 m. lapkričio 21 d.');
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('21 November 2026');
  });
  it('use the Vilnius date, not UTC', () => {
    expect(formatDate('2026-11-20T23:30:00Z', 'lt')).toBe('2026 m. lapkričio 21 d.');
  });
});

describe('Vilnius dates without Intl time zones', () => {
  const byIntl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Vilnius',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });

  it('agrees with the time-zone database on every moment, the daylight-saving switches included', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2003-01-01T00:00:00Z'), max: new Date('2060-12-31T23:59:59Z'), noInvalidDate: true }),
        (moment) => {
          const local = new Date(moment.getTime() + vilniusOffsetHours(moment) * 3_600_000);
          const parts = Object.fromEntries(byIntl.formatToParts(moment).map((p) => [p.type, p.value]));
          expect(`${local.getUTCFullYear()}-${local.getUTCMonth() + 1}-${local.getUTCDate()} ${local.getUTCHours()}`).toBe(
            `${Number(parts.year)}-${Number(parts.month)}-${Number(parts.day)} ${Number(parts.hour)}`,
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('switches at 01:00 UTC on the last Sundays of March and October', () => {
    expect(vilniusOffsetHours(new Date('2026-03-29T00:59:59Z'))).toBe(2);
    expect(vilniusOffsetHours(new Date('2026-03-29T01:00:00Z'))).toBe(3);
    expect(vilniusOffsetHours(new Date('2026-10-25T00:59:59Z'))).toBe(3);
    expect(vilniusOffsetHours(new Date('2026-10-25T01:00:00Z'))).toBe(2);
    expect(formatDate('2026-10-24T21:30:00Z', 'lt')).toBe(formatDate('2026-10-25T10:00:00Z', 'lt'));
  });
});
