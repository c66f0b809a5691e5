import fc from 'fast-check';

/**
 * Redirect payloads for every check of a redirect target: the app's own (safe-redirect.test.ts) and the
 * sandbox's redirects (sandbox/redirects.test.ts), so both are tried with the same known bypasses.
 */

/** Known open-redirect bypasses (OWASP, PortSwigger and bug-bounty write-ups): none may leave the site. */
export const bypasses = [
  '//evil.com',
  '///evil.com',
  '////evil.com',
  '/\\evil.com',
  '\\\\evil.com',
  '/\\/evil.com',
  '\\/evil.com',
  'https://evil.com',
  'http://evil.com',
  'https:evil.com',
  'https:/evil.com',
  '//evil.com/%2F..',
  'HTTPS://evil.com',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2F%2Fevil.com',
  '/%2f%2fevil.com',
  '%2F%2Fevil.com',
  '/%252F%252Fevil.com',
  '/%5Cevil.com',
  '/%5C%5Cevil.com',
  '/\t/evil.com',
  '/\n/evil.com',
  '/\r\n/evil.com',
  '/%09/evil.com',
  '/%0A/evil.com',
  '/%0D%0A/evil.com',
  '/%00//evil.com',
  'evil.com',
  'evil.com/path',
  '.evil.com',
  '@evil.com',
  'https%3A%2F%2Fevil.com',
  '//pulsas.lt@evil.com',
  'https://pulsas.lt@evil.com',
  'https://pulsas.lt.evil.com',
  '//%65vil.com',
  '/javascript:alert(1)',
  '/%6A%61vascript:alert(1)',
  '//evil%E3%80%82com',
  '\u0000//evil.com',
  '/ /evil.com'.replace(' ', '\u0001'),
  '',
  ' ',
  '#//evil.com',
  '?//evil.com',
  'https:\\\\evil.com',
];

/**
 * Issue 7 D1: dot segments that the URL parser removes, leaving `//host` (the check used to return the
 * normalised path without checking it again).
 */
export const dotSegmentBypasses = [
  '/.//evil.example',
  '/..//evil.example',
  '/%2e//evil.example',
  '/%2E//evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/a/..//evil.example',
  '/a/b/../..//evil.example',
  '/././/evil.example',
  '/.//evil.example/refill/success',
  '/..//evil.example?x=1',
  '/.//evil.example#frag',
  '/a/%2e%2e//evil.example',
  '/.///evil.example',
  '/./%2F/evil.example',
  '/.//%65vil.example',
  '/./\\evil.example',
  '/.\\/evil.example',
  '/%2e/%2e//evil.example',
  '/x/./../..//evil.example',
];

/** Inputs built to reach the corners: hostile strings, URLs, hosts after slashes, and dot-segment paths. */
const segment = fc.constantFrom(
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '.%2e',
  '%2e.',
  '',
  'a',
  'evil.example',
  '\\',
  '%5C',
  '%2F',
  '%2f',
  '@evil.example',
  'javascript:x',
  'http:',
  '%09',
  ' ',
);
export const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.webUrl(),
  fc.string({
    unit: fc.constantFrom('/', '\\', '%', '2', 'e', 'E', 'F', '5', 'C', ':', '@', '.', 'v', 'i', 'l', '\t', '\n', ' ', '#', '?'),
    maxLength: 24,
  }),
  fc.tuple(fc.constantFrom('/', '//', '/\\', '/%2F', '%2F', '/./', '/../', '/%2e/', '/a/../'), fc.domain()).map(([a, b]) => a + b),
  fc
    .tuple(fc.array(segment, { minLength: 1, maxLength: 6 }), fc.domain(), fc.constantFrom('', '/refill/success', '?x=1', '#h'))
    .map(([parts, host, tail]) => `/${parts.join('/')}/${host}${tail}`),
);
