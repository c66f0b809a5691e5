import { describe, expect, it } from 'vitest';
import { formatDate, formatPrice } from '@/shared/format/format';

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
    expect(formatDate('2026-11-21T10:00:00Z', 'lt')).toBe('2026 lapkričio 21 d.');
    expect(formatDate('2026-11-21T10:00:00Z', 'en')).toBe('21 November 2026');
  });
  it('use the Vilnius date, not UTC', () => {
    expect(formatDate('2026-11-20T23:30:00Z', 'lt')).toBe('2026 lapkričio 21 d.');
  });
});
