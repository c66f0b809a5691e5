import { FeatureId } from '../../../generated/enums';

/**
 * Remotely switched-off features (core §3 feature ids, spec/enums.yaml FeatureId). The sandbox starts with P2P top-up,
 * Facebook login and Apple Pay off (Apple Pay cannot run in the test browser); testers switch others
 * off at /api/__sandbox/features?disabled=1,12,20 (README).
 */
export const FEATURE_NAMES = Object.fromEntries(Object.entries(FeatureId).map(([name, id]) => [id, name])) as Record<
  FeatureId,
  keyof typeof FeatureId
>;

export type { FeatureId };

export function isFeatureId(value: number): value is FeatureId {
  return Object.prototype.hasOwnProperty.call(FEATURE_NAMES, value);
}

export function createDisabledFeatures(): Set<FeatureId> {
  return new Set<FeatureId>([FeatureId.TopUpP2P, FeatureId.FacebookLogin, FeatureId.ApplePay]);
}
