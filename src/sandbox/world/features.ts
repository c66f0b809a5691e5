/**
 * Remotely switched-off features (core §3 feature ids). The sandbox starts with P2P top-up,
 * Facebook login and Apple Pay off (Apple Pay cannot run in the test browser); testers switch others
 * off at /api/__sandbox/features?disabled=1,12,20 (README).
 */
export const FEATURE_NAMES = {
  1: 'TopUpCard',
  2: 'TopUpBank',
  3: 'TopUpVoucher',
  4: 'TopUpP2P',
  5: 'PpPurchaseCreditCard',
  6: 'CreditCardRegisterInSettings',
  12: 'ChangeESim',
  14: 'GoogleLogin',
  15: 'FacebookLogin',
  16: 'GooglePay',
  17: 'ApplePay',
  20: 'CustomerRegistration',
} as const;

export type FeatureId = keyof typeof FEATURE_NAMES;

export function isFeatureId(value: number): value is FeatureId {
  return Object.prototype.hasOwnProperty.call(FEATURE_NAMES, value);
}

export function createDisabledFeatures(): Set<FeatureId> {
  return new Set<FeatureId>([4, 15, 17]);
}
