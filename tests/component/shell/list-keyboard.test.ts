import { describe, expect, it } from 'vitest';
import * as constants from '@generated/constants';
import { nextIndex, TypeAhead } from '@/features/shell/common/list-keyboard';
import { languageOptions } from '@/features/shell/common/language-switch';
import { formatPhone } from '@/shared/format/phone';

describe('dropdown keyboard movement (core §4 selects)', () => {
  it('moves with arrows (wrapping), Home/End and PageUp/PageDown by selectPageJump', () => {
    expect(constants.selectPageJump).toBe(10);
    expect(nextIndex('ArrowDown', -1, 25)).toBe(0);
    expect(nextIndex('ArrowDown', 24, 25)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 25)).toBe(24);
    expect(nextIndex('Home', 12, 25)).toBe(0);
    expect(nextIndex('End', 3, 25)).toBe(24);
    expect(nextIndex('PageDown', 3, 25)).toBe(13);
    expect(nextIndex('PageDown', 20, 25)).toBe(24);
    expect(nextIndex('PageUp', 13, 25)).toBe(3);
    expect(nextIndex('PageUp', 4, 25)).toBe(0);
    expect(nextIndex('Tab', 4, 25)).toBeUndefined();
    expect(nextIndex('ArrowDown', 0, 0)).toBeUndefined();
  });

  it('type-ahead builds a prefix, cycles on a repeated letter and resets after typeAheadResetMs', () => {
    let now = 0;
    const typeAhead = new TypeAhead(constants.typeAheadResetMs, () => now);
    const labels = ['Alytus', 'Kaunas', 'Kėdainiai', 'Klaipėda', 'Vilnius'];
    expect(typeAhead.match('k', labels, 0)).toBe(1);
    now += 100;
    expect(typeAhead.match('l', labels, 1)).toBe(3); // "kl"
    now += constants.typeAheadResetMs + 1;
    expect(typeAhead.match('k', labels, 3)).toBe(1); // a new search, after the current item, wrapping
    now += 100;
    expect(typeAhead.match('k', labels, 1)).toBe(2); // "k" again cycles
    now += 100;
    expect(typeAhead.match('x', labels, 2)).toBeUndefined();
  });
});

describe('language options (core §4 language change)', () => {
  it('targets the same page in each language, ignores the current one and sends ua to the campaign', () => {
    const options = languageOptions({ pathname: '/papildymas', search: '?a=1', hash: '' }, 'lt');
    expect(options.map((o) => [o.value, o.target, o.selected])).toEqual([
      ['lt', undefined, true],
      ['en', '/en/top-up?a=1', false],
      ['ru', '/ru/popolnenie?a=1', false],
      ['ua', '/slava-ukraini', false],
    ]);
    expect(languageOptions({ pathname: '/en/top-up', search: '', hash: '' }, 'en').find((o) => o.value === 'ua')?.target).toBe(
      '/en/slava-ukraini',
    );
  });
});

describe('phone numbers', () => {
  it('shows a subscriber number with the +370 prefix', () => {
    expect(formatPhone('61234567')).toBe('+370 612 34567');
    expect(formatPhone('37061234567')).toBe('+370 612 34567');
    expect(formatPhone('abc')).toBe('abc');
    expect(formatPhone(undefined)).toBe('');
  });
});
