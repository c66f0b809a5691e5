import { redirect, redirectDocument } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import type { SocialLogin } from '@generated/enums';
import * as constants from '@generated/constants';
import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { accountData } from '@/shared/account/account-data';
import { isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { orElse } from '@/shared/api/optional-data';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import type { Services } from '@/shared/services';
import { logIn } from '@/shared/session/after-login';
import { enabledSocialLogins } from '@/shared/session/social-logins';
import { autoLoginAddress, socialLoginAddress } from './brand-auth';
import { rememberReturnUrl } from '@/shared/session/return-url';

export interface LoginData {
  form: FormDefinition;
  returnUrl: string | undefined;
  socials: { provider: SocialLogin; address: string }[];
  /**
   * The auto-login check when it had not answered by the time the form could show (issue 7 D5): the
   * screen leaves for `autoLoginAddress` if it says yes before the user starts typing.
   */
  lateAutoLogin?: Promise<boolean>;
  autoLoginAddress: string;
}

/** getToken=true: the brand's auth service logged the user in; fetch the token it holds for this browser. */
async function fetchToken(services: Services, lang: Language, returnUrl: string | undefined): Promise<string> {
  let token: string;
  try {
    token = (await unwrap(services.api.GET('/auth/token'))).result;
  } catch (error) {
    // Maintenance still wins (the API client is taking the user there); any other failure shows the form,
    // without trying auto-login again.
    if (isHandled(error)) throw error;
    return href('Login', {}, lang, { useAutoLogin: 'false', ...(returnUrl ? { returnUrl } : {}) });
  }
  return logIn(services, token, lang, returnUrl);
}

/** A failed or unreachable check means no auto-login (core §4). */
async function autoLoginAvailable(services: Services): Promise<boolean> {
  return (await orElse(unwrap(services.api.GET('/auth/auto-login/check')), null))?.result === true;
}

/** The promise's value if it settles within `ms`, else `pending` (the promise goes on). */
function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof PENDING> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<typeof PENDING>((resolve) => (timer = setTimeout(() => resolve(PENDING), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
const PENDING = Symbol('pending');

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

  // The check is optional (issue 7 D5): the form never waits for it longer than its own code and
  // data take plus a moment; a check still running then is followed up by the screen.
  const check = url.searchParams.get('useAutoLogin') !== 'false' ? autoLoginAvailable(services) : Promise.resolve(false);
  check.catch(() => undefined); // awaited below or by the screen; never an unhandled rejection
  const [disabled, form] = await Promise.all([orElse(accountData(services).disabledFeatures.get(), null), forms.login()]);
  const autoLogin = await within(check, constants.optionalCallWaitMs);
  const address = autoLoginAddress(url.origin, lang, returnUrl);
  // The browser leaves the app for the brand's auth service, which comes back with getToken=true.
  if (autoLogin === true) throw redirectDocument(address);
  const socials = enabledSocialLogins(disabled).map((provider) => ({
    provider,
    address: socialLoginAddress(provider, url.origin, lang, returnUrl),
  }));
  return { form, returnUrl, socials, autoLoginAddress: address, ...(autoLogin === PENDING ? { lateAutoLogin: check } : {}) };
}
