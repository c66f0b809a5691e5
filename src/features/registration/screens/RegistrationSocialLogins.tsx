import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { SocialLogin } from '@generated/enums';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { registrationOf, socialOffered, type RegistrationQuery } from '../flow';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { InvalidRegistration } from '../InvalidRegistration';
import { Notice } from '../Notice';
import { RegistrationSteps } from '../RegistrationSteps';
import { socialRegistrationAddress } from '../social';
import '../registration.css';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['registration'] as const;

interface SocialData {
  registration: RegistrationQuery | undefined;
  socials: { provider: SocialLogin; address: string }[];
}

export async function loader({ request, services, route }: ScreenLoaderArgs): Promise<SocialData> {
  const url = new URL(request.url);
  const registration = await registrationOf(url.searchParams);
  const providers = registration ? await socialOffered(services) : [];
  return {
    registration,
    socials: providers.map((provider) => ({
      provider,
      address: socialRegistrationAddress(provider, url.origin, route.lang, registration!),
    })),
  };
}

/**
 * Core §2 /registracija/socialiniai-prisijungimai (query msisdn, guid): log in with Google or Facebook
 * instead of a password, each shown only while its feature (GoogleLogin 14, FacebookLogin 15) is not
 * disabled. Plain links: the browser leaves for the provider.
 */
export default function RegistrationSocialLogins() {
  const { registration, socials } = useLoaderData() as SocialData;
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  if (!registration) {
    return (
      <section className="reg" aria-labelledby="registration-social-title">
        <RouteHeading id="registration-social-title" />
        <InvalidRegistration />
      </section>
    );
  }
  const passwordPath = href('RegistrationPassword', {}, lang, { msisdn: registration.msisdn, guid: registration.guid });
  return (
    <section className="reg" aria-labelledby="registration-social-title">
      <RouteHeading id="registration-social-title" />
      <RegistrationSteps current="login" />
      {socials.length ? (
        <>
          <ul className="reg__socials">
            {socials.map(({ provider, address }) => (
              <li key={provider}>
                <a className={`button button--secondary reg__social reg__social--${provider}`} href={address}>
                  {t(`social.${provider}`)}
                </a>
              </li>
            ))}
          </ul>
          <p className="reg__aside">
            <Link to={passwordPath}>{t('social.passwordInstead')}</Link>
          </p>
        </>
      ) : (
        <Notice tone="info" title={t('social.none.title')}>
          <p>{t('social.none.text')}</p>
          <p>
            <Link className="button" to={passwordPath}>
              {t('done.password')}
            </Link>
          </p>
        </Notice>
      )}
    </section>
  );
}
