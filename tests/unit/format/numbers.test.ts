import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatRate,
  formatSignedPrice,
  formatVolume,
} from '@/shared/format/numbers';

const NBSP = '\u00a0';

describe('one decimal mark on every page (issue 49, core §9)', () => {
  it('writes prices with a comma in every language, the euro sign after the amount or, in English, before it', () => {
    expect([formatPrice(14.99, 'lt'), formatPrice(14.99, 'en'), formatPrice(14.99, 'ru')]).toEqual([
      `14,99${NBSP}€`,
      '€14,99',
      `14,99${NBSP}€`,
    ]);
    expect(formatPrice(1299, 'lt')).toBe(`1${NBSP}299,00${NBSP}€`);
    expect(formatPrice(-5.99, 'en')).toBe('−€5,99');
    expect(formatPrice(-0.001, 'lt')).toBe(`0,00${NBSP}€`);
  });

  it('signs a sum that moves the balance before the euro sign, never between it and the digits', () => {
    expect([formatSignedPrice(5, 'lt'), formatSignedPrice(-5.99, 'lt')]).toEqual([`+5,00${NBSP}€`, `−5,99${NBSP}€`]);
    expect([formatSignedPrice(5, 'en'), formatSignedPrice(-5.99, 'en')]).toEqual(['+€5,00', '−€5,99']);
  });

  it('writes rates, quantities, volumes and percentages with the same marks', () => {
    expect(formatRate(0.29, 'en')).toBe('€0,29');
    expect(formatRate(0.0017, 'lt')).toBe(`0,0017${NBSP}€`);
    expect(formatQuantity(1234.5, 'MB')).toBe(`1${NBSP}234,5${NBSP}MB`);
    expect(formatQuantity(13.6, 'GB')).toBe(`13,6${NBSP}GB`);
    expect(formatVolume(1_468_006)).toBe(`1,4${NBSP}GB`);
    expect([formatPercent(80, 'lt'), formatPercent(80, 'en'), formatPercent(5.9, 'ru')]).toEqual([`80${NBSP}%`, '80%', `5,9${NBSP}%`]);
  });

  it('never shows a point, a grouping comma or a hyphen for minus, whatever the number', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (value) => {
        for (const text of [
          formatNumber(value),
          formatPrice(value, 'en'),
          formatSignedPrice(value, 'lt'),
          formatRate(Math.abs(value), 'ru'),
        ]) {
          expect(text).not.toMatch(/[.-]/);
          expect(text).toMatch(/^[+−]?€?[\d\u00a0]+(,\d+)?(\u00a0€)?$/);
        }
      }),
    );
  });
});
