import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router-dom';
import { href } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { logIn } from '../after-login';
import { loginLoader, type LoginData } from '../login-loader';
import { SocialLogins } from '../SocialLogins';
import '../auth.css';

/** Texts beyond the base namespaces: SpecForm's labels, messages and options. */
export const namespaces = ['forms', 'validation', 'enums'] as const;

export function loader(args: ScreenLoaderArgs): Promise<LoginData> {
  return loginLoader(args);
}

/** Core §2 Login: phone and password, then the returnUrl (or a forced flow). */
export default function Login() {
  const { form, returnUrl, socials } = useLoaderData() as LoginData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation(['common', 'routes']);

  const onSubmit = async (data: SpecFormData) => {
    let token: string;
    try {
      token = (await unwrap(services.api.POST('/auth/login', { body: { msisdn: String(data.msisdn), password: String(data.password) } }))).result;
    } catch (error) {
      // Wrong pair: the exception text in the popup; the form keeps what was typed.
      services.fail(error);
      return;
    }
    services.navigate(await logIn(services, token, lang, returnUrl), { replace: true });
  };

  return (
    <section className="auth" aria-labelledby="login-title">
      <h1 id="login-title">{t('routes:Login.title')}</h1>
      <p className="lead">{t('login.intro')}</p>
      <SpecForm form={form} onSubmit={onSubmit}>
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
