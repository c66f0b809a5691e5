import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { RegistrationUnavailable } from '../EnrollmentStep';
import { registrationEnabled } from '../flow';
import '../registration.css';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['registration'] as const;

export async function loader({ services }: ScreenLoaderArgs): Promise<{ enabled: boolean }> {
  return { enabled: await registrationEnabled(services) };
}

const HOW = ['number', 'identity', 'login'] as const;
const NEEDS = ['phone', 'identity'] as const;

/**
 * Core §2 /registracija, the header's registration button: what registering takes, then the start
 * (/registruotis). Its children, the password and the social logins, are the last step. Hidden (a
 * notice instead) while CustomerRegistration (20) is disabled.
 */
export default function RegistrationLanding() {
  const { enabled } = useLoaderData() as { enabled: boolean };
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  return (
    <section className="reg reg--landing" aria-labelledby="registration-landing-title">
      <RouteHeading id="registration-landing-title" />
      {enabled ? (
        <>
          <section aria-labelledby="registration-how">
            <h2 id="registration-how">{t('landing.howTitle')}</h2>
            <ol className="reg-how">
              {HOW.map((step) => (
                <li key={step}>
                  <strong>{t(`landing.how.${step}.title`)}</strong> {t(`landing.how.${step}.text`)}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="registration-needs">
            <h2 id="registration-needs">{t('landing.needsTitle')}</h2>
            <ul>
              {NEEDS.map((need) => (
                <li key={need}>{t(`landing.needs.${need}`)}</li>
              ))}
            </ul>
          </section>
          <p>
            <Link className="button" to={href('Registration', {}, lang)}>
              {t('landing.start')}
            </Link>
          </p>
          <p className="reg__aside">
            {t('links.haveAccount')} <Link to={href('Login', {}, lang)}>{t('links.login')}</Link>
          </p>
        </>
      ) : (
        <RegistrationUnavailable lang={lang} />
      )}
    </section>
  );
}
