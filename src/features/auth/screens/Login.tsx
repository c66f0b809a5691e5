import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { logIn } from '@/shared/session/after-login';
import { loginLoader, type LoginData } from '../login-loader';
import { SocialLogins } from '../SocialLogins';
import '../auth.css';

/** Only the base texts: the login form's come with the form library. */
export const namespaces = [] as const;

export function loader(args: ScreenLoaderArgs): Promise<LoginData> {
  return loginLoader(args);
}

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 401;

/** Core §2 Login: phone and password, then the returnUrl (or a forced flow). */
export default function Login() {
  const { form, returnUrl, socials, lateAutoLogin, autoLoginAddress } = useLoaderData() as LoginData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation('common');
  const typed = useRef(false);

  // An auto-login check that answered after the form showed (issue 7 D5): yes leaves for the brand's
  // auto-login only while nothing has been typed; a 503 goes to maintenance; anything else is no.
  useEffect(() => {
    if (!lateAutoLogin) return undefined;
    let live = true;
    lateAutoLogin.then(
      (available) => {
        if (live && available && !typed.current) services.leave(autoLoginAddress);
      },
      (error: unknown) => {
        if (live) services.fail(error);
      },
    );
    return () => {
      live = false;
    };
  }, [lateAutoLogin, autoLoginAddress, services]);

  const onSubmit = async (data: SpecFormData) => {
    let token: string;
    try {
      token = (await unwrap(services.api.POST('/auth/login', { body: { msisdn: String(data.msisdn), password: String(data.password) } })))
        .result;
    } catch (error) {
      // Wrong pair: the exception text in the popup; the form keeps what was typed. An API that answers
      // a wrong pair with 401 means the same (issue 7): the wrong-credentials text, not a silent reload.
      services.fail(isUnauthorized(error) ? new ApiError('http', 400, { Exception: 'InvalidCredentialsException' }) : error);
      return;
    }
    services.navigate(await logIn(services, token, lang, returnUrl), { replace: true });
  };

  return (
    <section className="auth" aria-labelledby="login-title">
      <RouteHeading id="login-title" />
      <SpecForm form={form} onSubmit={onSubmit} onChange={() => void (typed.current = true)}>
        <p className="auth__aside">
          <Link to={href('PasswordRecovery', {}, lang)}>{t('login.forgotPassword')}</Link>
        </p>
      </SpecForm>
      <SocialLogins socials={socials} />
      <p className="auth__aside">
        {t('login.noAccount')} <Link to={href('Registration', {}, lang)}>{t('login.register')}</Link>
      </p>
    </section>
  );
}
