import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectTarget, safeRedirectPath } from '@/shared/navigation/safe-redirect';

const ORIGIN = 'https://pulsas.lt';

/** Known open-redirect bypasses (OWASP, PortSwigger and bug-bounty write-ups): none may leave the site. */
const bypasses = [
  '//evil.com', '///evil.com', '////evil.com', '/\\evil.com', '\\\\evil.com', '/\\/evil.com', '\\/evil.com',
  'https://evil.com', 'http://evil.com', 'https:evil.com', 'https:/evil.com', '//evil.com/%2F..', 'HTTPS://evil.com',
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)', '/%2F%2Fevil.com', '/%2f%2fevil.com', '%2F%2Fevil.com', '/%252F%252Fevil.com', '/%5Cevil.com', '/%5C%5Cevil.com',
  '/\t/evil.com', '/\n/evil.com', '/\r\n/evil.com', '/%09/evil.com', '/%0A/evil.com', '/%0D%0A/evil.com', '/%00//evil.com',
  'evil.com', 'evil.com/path', '.evil.com', '@evil.com', 'https%3A%2F%2Fevil.com', '//pulsas.lt@evil.com', 'https://pulsas.lt@evil.com',
  'https://pulsas.lt.evil.com', '//%65vil.com', '/javascript:alert(1)', '/%6A%61vascript:alert(1)', '//evil%E3%80%82com',
  '\u0000//evil.com', '/ /evil.com'.replace(' ', '\u0001'), '', ' ', '#//evil.com', '?//evil.com', 'https:\\\\evil.com',
];

describe('safeRedirectPath', () => {
  it.each(bypasses)('refuses %j', (target) => {
    expect(safeRedirectPath(target, ORIGIN)).toBeUndefined();
  });

  it('has at least 40 known bypasses in its table', () => expect(bypasses.length).toBeGreaterThanOrEqual(40));

  it.each([
    ['/pagrindinis', '/pagrindinis'],
    ['/en/top-up?amount=5#card', '/en/top-up?amount=5#card'],
    ['/pagrindinis/nustatymai#slaptazodzio-keitimas', '/pagrindinis/nustatymai#slaptazodzio-keitimas'],
    ['/prekes/iphone%2015', '/prekes/iphone%2015'],
  ])('keeps the site path %s', (target, expected) => expect(safeRedirectPath(target, ORIGIN)).toBe(expected));

  it('falls back for anything unsafe', () => {
    expect(redirectTarget('//evil.com', '/pagrindinis', ORIGIN)).toBe('/pagrindinis');
    expect(redirectTarget(undefined, '/', ORIGIN)).toBe('/');
    expect(redirectTarget(['/x'], '/', ORIGIN)).toBe('/');
  });

  it('never yields a target off the site, whatever the input (property)', () => {
    const hostile = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.webUrl(),
      fc.string({ unit: fc.constantFrom('/', '\\', '%', '2', 'F', '5', 'C', ':', '@', '.', 'e', 'v', 'i', 'l', '\t', '\n', ' ', '#', '?'), maxLength: 24 }),
      fc.tuple(fc.constantFrom('/', '//', '/\\', '/%2F', '%2F'), fc.domain()).map(([a, b]) => a + b),
    );
    fc.assert(
      fc.property(hostile, (target) => {
        const result = safeRedirectPath(target, ORIGIN);
        if (result === undefined) return true;
        const resolved = new URL(result, ORIGIN);
        const again = new URL(decodeURIComponentSafe(result), ORIGIN);
        return resolved.origin === ORIGIN && again.origin === ORIGIN && result.startsWith('/') && !result.startsWith('//');
      }),
      { numRuns: 10_000 },
    );
  }, 120_000);
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
