import { FeatureId, SocialLogin } from '@generated/enums';
import { featureOn } from '@/shared/account/features';
import { orList } from '@/shared/format/lists';

/**
 * The social logins (core §3: google, facebook) and the feature that switches each off remotely
 * (GoogleLogin 14, FacebookLogin 15): the one rule for Login, registration and their copy, which names
 * only the logins that are offered.
 */
const SOCIAL_FEATURES: readonly { provider: SocialLogin; feature: FeatureId; name: string }[] = [
  { provider: SocialLogin.google, feature: FeatureId.GoogleLogin, name: 'Google' },
  { provider: SocialLogin.facebook, feature: FeatureId.FacebookLogin, name: 'Facebook' },
];

/** Social logins whose feature is not disabled remotely; none when the feature list could not be read. */
export function enabledSocialLogins(disabledFeatures: readonly number[] | null): SocialLogin[] {
  return SOCIAL_FEATURES.filter(({ feature }) => featureOn(disabledFeatures, feature)).map(({ provider }) => provider);
}

/** "Google", "Google arba Facebook", "Google or Facebook": the offered logins as the language lists them. */
export function socialLoginNames(providers: readonly SocialLogin[], language: string): string {
  const names = SOCIAL_FEATURES.filter(({ provider }) => providers.includes(provider)).map(({ name }) => name);
  return orList(names, language);
}
