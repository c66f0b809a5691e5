import { liveChatVendor, trustedTypesPolicies } from '../generated/security';

/**
 * Headers every document of the portal is served with: by `npm start`'s server, and by
 * deploy/nginx.conf (a test keeps the two identical). script-src 'self' (and the chat vendor's script
 * origin) only: validators are precompiled, so nothing needs eval. Trusted Types: only the policies
 * spec/app.yaml names, each created by the portal's code (the CMS sanitiser's, DOMPurify's own, the
 * coverage map's probe, the chat vendor's script address).
 */
/**
 * Where browsers send reports of CSP violations (issue 7): the API's collector (# assumed: a real API
 * offers one under the same base; the sandbox collects them and GET /api/__sandbox/csp-reports lists
 * them, which the browser tests check). `report-to` names the Reporting-Endpoints entry; `report-uri`
 * is the older form, for browsers without the Reporting API (those with it ignore it).
 */
export const CSP_REPORT_PATH = '/api/csp-reports';
export const CSP_REPORT_GROUP = 'csp';

const vendor = liveChatVendor.sources as Partial<Record<string, readonly string[]>>;
/** A directive's own sources, and the chat vendor's for it (spec/app.yaml security.liveChatVendor). */
const directive = (name: string, ...sources: string[]) => [name, ...sources, ...(vendor[name] ?? [])].join(' ');

export const contentSecurityPolicy = [
  "default-src 'self'",
  directive('script-src', "'self'"),
  "style-src 'self'",
  directive('img-src', "'self'", 'data:'),
  "font-src 'self'",
  // Google Pay through the Payment Request API fetches its payment method manifest from these.
  directive('connect-src', "'self'", 'https://google.com/pay', 'https://pay.google.com'),
  directive('frame-src', "'self'", 'https://pay.google.com'),
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "require-trusted-types-for 'script'",
  // Exactly the policies the portal's code creates, named once in spec/app.yaml (issue 32 F2: the chat's was missing).
  `trusted-types ${Object.values(trustedTypesPolicies).join(' ')}`,
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
