import { trustedTypesPolicies } from '@generated/security';

/**
 * Leaflet checks once, as it loads, whether the browser parses inline SVG by assigning the string
 * '<svg/>' to a detached element's innerHTML. The portal's CSP requires Trusted Types for such
 * assignments, so that would throw and report a violation. The Trusted Types default policy admits
 * exactly that string and nothing else (any other string still throws, as without a policy); the CSP
 * lists it with the others of spec/app.yaml (`security.trustedTypesPolicies.leafletProbe`, which must be
 * `default`: only that name makes a policy the default one). It is created
 * only on the coverage map, before Leaflet loads, and at most once per page.
 */
const LEAFLET_SVG_PROBE = '<svg/>';

interface TrustedTypesLike {
  defaultPolicy: unknown;
  createPolicy(name: string, rules: { createHTML: (input: string) => string | null }): unknown;
}

export function allowLeafletSvgProbe(): void {
  const trustedTypes = (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes;
  if (!trustedTypes || trustedTypes.defaultPolicy) return;
  trustedTypes.createPolicy(trustedTypesPolicies.leafletProbe, { createHTML: (input) => (input === LEAFLET_SVG_PROBE ? input : null) });
}
