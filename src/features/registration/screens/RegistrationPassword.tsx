import type { SocialLogin } from '@generated/enums';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { logIn } from '@/shared/session/after-login';
import { rememberReturnUrl } from '@/shared/session/return-url';
import { socialLoginNames } from '@/shared/session/social-logins';
import { registrationOf, socialOffered, type RegistrationQuery } from '../flow';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { InvalidRegistration } from '../InvalidRegistration';
import { repeatPasswordMatches } from '../repeat-password';
import { RegistrationSteps } from '../RegistrationSteps';
import '../registration.css';

/** Beyond the base texts: the registration texts and SpecForm's labels and messages. */
export const namespaces = ['registration'] as const;

interface PasswordData {
  form: FormDefinition;
  registration: RegistrationQuery | undefined;
  /** The social logins offered (their names go into the copy); none: only a password. */
  social: SocialLogin[];
}

export async function loader({ request, services }: ScreenLoaderArgs): Promise<PasswordData> {
  const registration = await registrationOf(new URL(request.url).searchParams);
  const [form, social] = await Promise.all([forms['registration-password'](), registration ? socialOffered(services) : []]);
  return { form, registration, social };
}

/**
 * Core §2 /registracija/slaptazodzio-ivedimas (query msisdn, guid): the account's password (rule
 * password, max 128, show/hide), typed twice. Setting it finishes the registration and logs the user
 * in: on to where a login goes (a forced flow, the stored return route, else the dashboard).
 */
export default function RegistrationPassword() {
  const { form, registration, social } = useLoaderData() as PasswordData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');

  const onSubmit = async (values: SpecFormData) => {
    if (!registration) return;
    let token: string;
    try {
      const body = { msisdn: registration.msisdn, guid: registration.guid, password: String(values.password) };
      token = (await unwrap(services.api.POST('/registration/password', { body }))).result;
    } catch (error) {
      services.fail(error); // IdentificationNotFinishedException, RegistrationNotFoundException
      return;
    }
    // Logged in as after a login: a forced flow first, else the page the customer was sent to Login
    // from (the stored return route, kept through registration), else the dashboard.
    const target = await logIn(services, token, lang, rememberReturnUrl(new URLSearchParams()));
    services.navigate(target, { replace: true });
  };

  return (
    <section className="reg" aria-labelledby="registration-password-title">
      <RouteHeading id="registration-password-title" />
      <RegistrationSteps current="login" />
      {registration ? (
        <>
          <SpecForm
            form={form}
            initialData={{ msisdn: registration.msisdn, guid: registration.guid }}
            validate={repeatPasswordMatches}
            onSubmit={onSubmit}
          />
          {social.length > 0 ? (
            <p className="reg__aside">
              <Link to={href('RegistrationSocialLogins', {}, lang, { msisdn: registration.msisdn, guid: registration.guid })}>
                {t('password.socialInstead', { providers: socialLoginNames(social, lang) })}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <InvalidRegistration />
      )}
    </section>
  );
}
