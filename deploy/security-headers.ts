/**
 * Headers every document of the portal is served with: by `npm start`'s server, and by
 * deploy/nginx.conf (a test keeps the two identical). script-src 'self' only: validators are
 * precompiled, so nothing needs eval. Trusted Types: only the CMS sanitiser's policy (and
 * DOMPurify's own, which it uses to parse) may create HTML.
 */
/**
 * Where browsers send reports of CSP violations (issue 7): the API's collector (# assumed: a real API
 * offers one under the same base; the sandbox collects them and GET /api/__sandbox/csp-reports lists
 * them, which the browser tests check). `report-to` names the Reporting-Endpoints entry; `report-uri`
 * is the older form, for browsers without the Reporting API (those with it ignore it).
 */
export const CSP_REPORT_PATH = '/api/csp-reports';
export const CSP_REPORT_GROUP = 'csp';

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
  `report-uri ${CSP_REPORT_PATH}`,
  `report-to ${CSP_REPORT_GROUP}`,
].join('; ');

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': contentSecurityPolicy,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self "https://pay.google.com")',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Reporting-Endpoints': `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`,
};
