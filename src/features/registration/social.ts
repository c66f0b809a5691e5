import type { SocialLogin } from '@generated/enums';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { apiBaseUrl } from '@/shared/api/client';

/**
 * assumed: where a registration is linked to a Google or Facebook account. The brand's auth service
 * (as for the social logins on Login, /auth/social/{provider}) links the identity to the identified
 * registration (msisdn, guid), then sends the browser to Login with getToken=true, which fetches the
 * session (core §4 "Opening Login").
 */
export function socialRegistrationAddress(
  provider: SocialLogin,
  origin: string,
  lang: Language,
  registration: { msisdn: string; guid: string },
  base = apiBaseUrl,
): string {
  const url = new URL(`${base.replace(/\/$/, '')}/auth/social/${provider}`, origin);
  url.searchParams.set('msisdn', registration.msisdn);
  url.searchParams.set('guid', registration.guid);
  url.searchParams.set('returnUrl', new URL(href('Login', {}, lang, { getToken: 'true' }), origin).href);
  return url.href;
}
