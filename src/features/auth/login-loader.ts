import { redirect, redirectDocument } from 'react-router-dom';
import { forms, type FormDefinition } from '@generated/forms/index';
import type { SocialLogin } from '@generated/enums';
import { href, type Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { actionForStatus, ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { logIn } from './after-login';
import { autoLoginAddress, enabledSocialLogins, socialLoginAddress } from './brand-auth';
import { rememberReturnUrl } from './return-url';

export interface LoginData {
  form: FormDefinition;
  returnUrl: string | undefined;
  socials: { provider: SocialLogin; address: string }[];
}

/** getToken=true: the brand's auth service logged the user in; fetch the token it holds for this browser. */
async function fetchToken(services: Services, lang: Language, returnUrl: string | undefined): Promise<string> {
  let token: string;
  try {
    token = (await unwrap(services.api.GET('/auth/token'))).result;
  } catch (error) {
    // Maintenance still wins; any other failure shows the form, without trying auto-login again.
    if (error instanceof ApiError && actionForStatus(error.status) === 'maintenance') throw error;
    return href('Login', {}, lang, { useAutoLogin: 'false', ...(returnUrl ? { returnUrl } : {}) });
  }
  return logIn(services, token, lang, returnUrl);
}

/** A failed or unreachable check means no auto-login (core §4). */
async function autoLoginAvailable(services: Services): Promise<boolean> {
  try {
    return (await unwrap(services.api.GET('/auth/auto-login/check'))).result === true;
  } catch {
    return false;
  }
}

/** Core §4 "Opening Login", in the seeds' order. */
export async function loginLoader({ request, services, route }: ScreenLoaderArgs): Promise<LoginData> {
  const url = new URL(request.url);
  const { lang } = route;
  const returnUrl = rememberReturnUrl(url.searchParams);
  const { isLoggedIn, claims } = services.session.getSnapshot();
  if (url.searchParams.get('getToken') === 'true' && !(isLoggedIn && !claims?.impersonated)) {
    throw redirect(await fetchToken(services, lang, returnUrl));
  }
  if (isLoggedIn) throw redirect(href('Dashboard', {}, lang));

  const tryAutoLogin = url.searchParams.get('useAutoLogin') !== 'false';
  const [autoLogin, disabled, form] = await Promise.all([
    tryAutoLogin ? autoLoginAvailable(services) : false,
    accountData(services).disabledFeatures.get().catch(() => null),
    forms.login(),
  ]);
  // The browser leaves the app for the brand's auth service, which comes back with getToken=true.
  if (autoLogin) throw redirectDocument(autoLoginAddress(url.origin, lang, returnUrl));
  const socials = enabledSocialLogins(disabled).map((provider) => ({ provider, address: socialLoginAddress(provider, url.origin, lang, returnUrl) }));
  return { form, returnUrl, socials };
}
