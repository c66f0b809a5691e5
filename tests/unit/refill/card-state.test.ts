import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canPayWith, cardState, lastFour, parseExpiry } from '@/features/refill/card-state';

const mmyy = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
const NOW = new Date(2026, 10, 21, 12); // 21 November 2026, local time

describe('cardState (core §4 Card state)', () => {
  it.each([
    ['no card', undefined, 'inactive'],
    ['null card', null, 'inactive'],
    ['status 1 deactivated, valid for years', { status: 1, expirationDate: '12/29' }, 'deactivated'],
    ['status 2 waiting', { status: 2, expirationDate: '12/29' }, 'deactivated'],
    ['status 3 removed', { status: 3, expirationDate: '12/29' }, 'deactivated'],
    ['status 4 disconnected', { status: 4, expirationDate: '12/29' }, 'deactivated'],
    ['status 5 being replaced', { status: 5, expirationDate: '12/29' }, 'deactivated'],
    ['active, expires this month', { status: 0, expirationDate: '11/26' }, 'expiringSoon'],
    ['active, expires next month', { status: 0, expirationDate: '12/26' }, 'active'],
    ['active, expired last month', { status: 0, expirationDate: '10/26' }, 'deactivated'],
    ['active, expired last year', { status: 0, expirationDate: '12/25' }, 'deactivated'],
    ['active, unreadable expiry', { status: 0, expirationDate: '13/26' }, 'deactivated'],
  ] as const)('%s -> %s', (_, card, expected) => {
    expect(cardState(card, NOW)).toBe(expected);
  });

  it('is expiring soon on the first and the last day of the expiry month, expired the day after', () => {
    const card = { status: 0, expirationDate: '02/28' };
    expect(cardState(card, new Date(2028, 0, 31, 23, 59))).toBe('active');
    expect(cardState(card, new Date(2028, 1, 1, 0, 0))).toBe('expiringSoon');
    expect(cardState(card, new Date(2028, 1, 29, 23, 59))).toBe('expiringSoon');
    expect(cardState(card, new Date(2028, 2, 1, 0, 0))).toBe('deactivated');
  });

  it('for any active card, compares the expiry month with the current month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2001, max: 2098 }),
        fc.date({ min: new Date(2001, 0, 1), max: new Date(2098, 11, 31), noInvalidDate: true }),
        (month, year, now) => {
          const state = cardState({ status: 0, expirationDate: mmyy(month, year) }, now);
          const diff = (year - now.getFullYear()) * 12 + (month - 1 - now.getMonth());
          expect(state).toBe(diff > 0 ? 'active' : diff === 0 ? 'expiringSoon' : 'deactivated');
        },
      ),
    );
  });

  it('never lets a card with a non-active status pay, whatever its expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }), (status, month, yy) => {
        expect(canPayWith(cardState({ status, expirationDate: mmyy(month, yy) }, NOW))).toBe(false);
      }),
    );
  });

  it('lets active and expiring-soon cards pay, and no others', () => {
    expect(['active', 'expiringSoon', 'deactivated', 'inactive'].map((s) => canPayWith(s as never))).toEqual([true, true, false, false]);
  });
});

describe('card helpers', () => {
  it('reads MM/YY expiry dates and refuses anything else', () => {
    expect(parseExpiry('04/27')).toEqual({ month: 4, year: 2027 });
    for (const bad of ['4/27', '00/27', '13/27', '04/2027', '04-27', '']) expect(parseExpiry(bad)).toBeUndefined();
  });

  it('shows the last four digits of a masked number', () => {
    expect(lastFour('516875******4242')).toBe('4242');
  });
});
