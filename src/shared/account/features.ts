import type { FeatureId } from '@generated/enums';

/**
 * Whether a feature is on (core §4 Features: GET /feature-management/features/disabled, the operator's
 * switches to turn a broken part off). The one reading of the list (issue 49), with one meaning of
 * "unknown": a list that could not be read switches nothing off, so a failed call (which the failure
 * policy reports) leaves the portal whole. Config flags are the other way round (config-flags.ts): a flag
 * that could not be read turns nothing on. Compare no feature id with the list anywhere else.
 */
export function featureOn(disabled: readonly number[] | null | undefined, feature: FeatureId): boolean {
  return !disabled?.includes(feature);
}
