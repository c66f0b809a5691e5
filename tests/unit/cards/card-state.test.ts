import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { canPayWith, cardBannerState, cardState, lastFour, parseExpiry } from '@/shared/cards/card-state';
import { inVilnius } from '@/shared/format/format';

const mmyy = (month: number, year: number) => `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
/** 21 November 2026, noon in Vilnius. */
const NOW = new Date('2026-11-21T10:00:00Z');
const originalZone = process.env.TZ;
afterAll(() => {
  process.env.TZ = originalZone;
});

/**
 * Issue 33: one card rule (core §4 "Card state", campaign seed §4 card banner) for the cards tab, Refill,
 * the orders and the Dashboard banner, on the operator's (Vilnius) calendar whatever the browser's zone.
 */
describe.each(['UTC', 'America/New_York', 'Europe/Vilnius', 'Pacific/Kiritimati'])('in a browser set to %s', (zone) => {
  process.env.TZ = zone;

  it.each([
    ['no card', undefined, 'inactive', null],
    ['null card', null, 'inactive', null],
    ['status 1 deactivated, valid for years', { status: 1, expirationDate: '12/29' }, 'deactivated', 'deactivated'],
    ['status 2 waiting', { status: 2, expirationDate: '12/29' }, 'deactivated', 'deactivated'],
    ['status 3 removed', { status: 3, expirationDate: '12/29' }, 'deactivated', 'deactivated'],
    ['status 4 disconnected', { status: 4, expirationDate: '12/29' }, 'deactivated', 'deactivated'],
    ['status 5 being replaced', { status: 5, expirationDate: '12/29' }, 'deactivated', 'deactivated'],
    ['active, expires this month', { status: 0, expirationDate: '11/26' }, 'expiringSoon', 'expiring'],
    ['active, expires next month', { status: 0, expirationDate: '12/26' }, 'active', null],
    ['active, expired last month', { status: 0, expirationDate: '10/26' }, 'deactivated', 'expired'],
    ['deactivated and expired', { status: 1, expirationDate: '10/26' }, 'deactivated', 'expired'],
    ['active, expired last year', { status: 0, expirationDate: '12/25' }, 'deactivated', 'expired'],
    ['active, malformed expiry 13/27', { status: 0, expirationDate: '13/27' }, 'deactivated', 'deactivated'],
    ['active, empty expiry', { status: 0, expirationDate: '' }, 'deactivated', 'deactivated'],
  ] as const)('%s: card %s, banner %s', (_, card, state, banner) => {
    expect(cardState(card, NOW)).toBe(state);
    expect(cardBannerState(card, NOW)).toBe(banner);
  });

  it('counts the expiry month on the Vilnius calendar: 30 Nov 23:30 UTC is already December there', () => {
    const card = { status: 0, expirationDate: '11/26' };
    const lateNovember = new Date('2026-11-30T21:30:00Z'); // 23:30 in Vilnius, still November
    const december = new Date('2026-11-30T23:30:00Z'); // 01:30 on 1 December in Vilnius
    expect([cardState(card, lateNovember), cardBannerState(card, lateNovember)]).toEqual(['expiringSoon', 'expiring']);
    expect([cardState(card, december), cardBannerState(card, december)]).toEqual(['deactivated', 'expired']);
  });

  it('for any active card and moment, compares the expiry month with the Vilnius month, and the banner agrees', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2001, max: 2098 }),
        fc.date({ min: new Date('2001-01-01'), max: new Date('2098-12-31'), noInvalidDate: true }),
        (month, year, now) => {
          const card = { status: 0, expirationDate: mmyy(month, year) };
          const vilnius = inVilnius(now);
          const diff = (year - vilnius.getUTCFullYear()) * 12 + (month - 1 - vilnius.getUTCMonth());
          expect(cardState(card, now)).toBe(diff > 0 ? 'active' : diff === 0 ? 'expiringSoon' : 'deactivated');
          expect(cardBannerState(card, now)).toBe(diff > 0 ? null : diff === 0 ? 'expiring' : 'expired');
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('what a card state allows', () => {
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

  it('reads MM/YY expiry and the masked number', () => {
    expect(parseExpiry('02/28')).toEqual({ month: 2, year: 2028 });
    expect(parseExpiry(' 12/30 ')).toEqual({ month: 12, year: 2030 });
    for (const bad of ['13/26', '00/26', '2/28', '02/2028', '', 'xx/yy']) expect(parseExpiry(bad)).toBeUndefined();
    expect(lastFour('516875******4242')).toBe('4242');
  });
});
