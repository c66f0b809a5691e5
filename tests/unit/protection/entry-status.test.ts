// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { href } from '@/shared/routing/paths';
import { entryOutcome } from '@/features/protection/entry-status';
import { axisMax, shortDay } from '@/features/protection/incident-figures';
import { autoLoginJustFailed, forgetAutoLoginStart, partnerAutoLoginUrl, rememberAutoLoginStart } from '@/features/protection/auto-login';

describe('browsing-protection entry status table (campaign seed §4)', () => {
  it.each([
    ['0', { kind: 'page', route: 'ProtectionUserNotFound' }, '/narsyk/nerastas'],
    ['2', { kind: 'page', route: 'ProtectionFailed' }, '/narsyk/nepavyko'],
    ['4', { kind: 'page', route: 'ProtectionDisabled' }, '/narsyk/isjungtas'],
    ['5', { kind: 'page', route: 'ProtectionChallengeError' }, '/narsyk/issukis/klaida'],
  ] as const)('status %s goes to its page', (status, outcome, path) => {
    expect(entryOutcome(status)).toEqual(outcome);
    expect(href(outcome.route, {}, 'lt')).toBe(path);
  });

  it('status 1 fetches the token', () => {
    expect(entryOutcome('1')).toEqual({ kind: 'token' });
  });

  it('status 3 opens the SMS challenge', () => {
    expect(entryOutcome('3')).toEqual({ kind: 'challenge' });
    expect(href('ProtectionChallenge', {}, 'lt', { msisdn: '61234568' })).toBe('/narsyk/issukis?msisdn=61234568');
  });

  it.each(['6', '9', '-1', '10', '01', '1.0', ' 1', '', 'abc', 'NaN'])('unknown status %j is the unknown-error page', (status) => {
    expect(entryOutcome(status)).toEqual({ kind: 'page', route: 'ProtectionFailed' });
  });
});

describe('browsing-protection auto-login', () => {
  it("sends the partner the optional msisdn and this language's entry to return to", () => {
    expect(partnerAutoLoginUrl('lt', undefined, '/api')).toBe('/api/narsyk/auth/auto-login?returnUrl=%2Fnarsyk');
    expect(partnerAutoLoginUrl('en', '61234568', '/api')).toBe('/api/narsyk/auth/auto-login?msisdn=61234568&returnUrl=%2Fen%2Fnarsyk');
  });

  it('remembers a start for a minute, so a token refused at once does not loop', () => {
    forgetAutoLoginStart();
    expect(autoLoginJustFailed(1_000_000)).toBe(false);
    rememberAutoLoginStart(1_000_000);
    expect(autoLoginJustFailed(1_059_999)).toBe(true);
    expect(autoLoginJustFailed(1_060_000)).toBe(false);
    forgetAutoLoginStart();
    expect(autoLoginJustFailed(1_000_001)).toBe(false);
  });
});

describe('incident chart figures', () => {
  const day = (malicious: number, malware: number, phishing: number) => ({ date: '2026-03-01', malicious, malware, phishing });
  it('rounds the axis up to whole quarter ticks, at least 4', () => {
    expect(axisMax([])).toBe(4);
    expect(axisMax([day(0, 0, 0)])).toBe(4);
    expect(axisMax([day(2, 1, 6), day(1, 0, 0)])).toBe(12);
    expect(axisMax([day(8, 0, 0)])).toBe(8);
  });
  it('writes short day labels per language', () => {
    expect([shortDay('2026-03-14', 'lt'), shortDay('2026-03-14', 'en'), shortDay('2026-03-14', 'ru')]).toEqual(['03-14', '14/03', '14.03']);
  });
});
