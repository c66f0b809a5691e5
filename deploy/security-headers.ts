/**
 * Headers every document of the portal is served with: by `npm start`'s server, and by
 * deploy/nginx.conf (a test keeps the two identical). script-src 'self' only: validators are
 * precompiled, so nothing needs eval. Trusted Types: only the CMS sanitiser's policy (and
 * DOMPurify's own, which it uses to parse) may create HTML.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  // Google Pay through the Payment Request API fetches its payment method manifest from these.
  "connect-src 'self' https://google.com/pay https://pay.google.com",
  "frame-src 'self' https://pay.google.com",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  // `default`: the policy the coverage map creates before Leaflet loads, which admits exactly the one
  // string Leaflet's feature test assigns ('<svg/>'); src/features/coverage/map/trusted-types.ts.
  'trusted-types cms-html dompurify default',
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://pay.google.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
