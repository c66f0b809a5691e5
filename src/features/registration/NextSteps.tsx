import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { socialLoginNames } from '@/shared/session/social-logins';
import type { SocialLogin } from '@generated/enums';

/**
 * What follows a confirmed identity. A logged-in user (the forced "finish registration" flow, core §4)
 * is done and goes to the dashboard; a new user chooses how to log in: a password, or the social logins
 * that are enabled, named in the copy (the children of /registracija).
 */
export function NextSteps({ msisdn, guid, social }: { msisdn: string; guid: string; social: readonly SocialLogin[] }) {
  const session = useSession();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  if (session.isLoggedIn) {
    return (
      <>
        <p>{t('done.loggedIn')}</p>
        <p>
          <Link className="button" to={href('Dashboard', {}, lang)}>
            {t('done.toAccount')}
          </Link>
        </p>
      </>
    );
  }
  return (
    <>
      <p>{t('done.chooseLogin')}</p>
      <div className="reg__actions">
        <Link className="button" to={href('RegistrationPassword', {}, lang, { msisdn, guid })}>
          {t('done.password')}
        </Link>
        {social.length > 0 ? (
          <Link className="button button--secondary" to={href('RegistrationSocialLogins', {}, lang, { msisdn, guid })}>
            {t('done.social', { providers: socialLoginNames(social, lang) })}
          </Link>
        ) : null}
      </div>
    </>
  );
}
