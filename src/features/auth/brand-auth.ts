import type { SocialLogin } from '@generated/enums';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { apiBaseUrl } from '@/shared/api/client';

/**
 * Where the brand's auth service (auto-login, social logins) sends the browser back once it has
 * logged the user in: Login with getToken=true, which fetches the token (core §4 "Opening Login").
 */
export function loginReturnAddress(origin: string, lang: Language, returnUrl: string | undefined): string {
  return new URL(href('Login', {}, lang, { getToken: 'true', ...(returnUrl ? { returnUrl } : {}) }), origin).href;
}

function brandAddress(path: string, origin: string, lang: Language, returnUrl: string | undefined, base: string): string {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`, origin);
  url.searchParams.set('returnUrl', loginReturnAddress(origin, lang, returnUrl));
  return url.href;
}

/** assumed: the seeds name "the brand auth auto-login address" without giving it; we use the API's /auth/auto-login. */
export function autoLoginAddress(origin: string, lang: Language, returnUrl: string | undefined, base = apiBaseUrl): string {
  return brandAddress('/auth/auto-login', origin, lang, returnUrl, base);
}

/** assumed: the seeds name the social logins (google, facebook) but not where they start; we use /auth/social/{provider}. */
export function socialLoginAddress(
  provider: SocialLogin,
  origin: string,
  lang: Language,
  returnUrl: string | undefined,
  base = apiBaseUrl,
): string {
  return brandAddress(`/auth/social/${provider}`, origin, lang, returnUrl, base);
}
