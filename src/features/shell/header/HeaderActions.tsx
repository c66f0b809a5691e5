import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FeatureId } from '@generated/enums';
import { defaultLanguage, type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { useSession } from '@/shared/session/use-session';
import { featureOn } from '@/shared/account/features';
import { useDisabledFeatures } from '@/shared/account/use-disabled-features';

/**
 * Core §2 header buttons: registration (logged out, unless customer registration is switched off);
 * in the default language a 'my account' button (to Dashboard when logged in, else to Login); in the
 * other languages a login button while logged out (logged in, the user menu takes its place).
 */
export function HeaderActions({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const { isLoggedIn } = useSession();
  const disabled = useDisabledFeatures();
  const login = href('Login', {}, lang);
  return (
    <div className="site-header__actions">
      {!isLoggedIn && featureOn(disabled, FeatureId.CustomerRegistration) ? (
        <Link className="button button--secondary" to={href('RegistrationParent', {}, lang)}>
          {t('header.registration')}
        </Link>
      ) : null}
      {lang === defaultLanguage ? (
        <Link className="button" to={isLoggedIn ? href('Dashboard', {}, lang) : login}>
          {t('header.myAccount')}
        </Link>
      ) : !isLoggedIn ? (
        <Link className="button" to={login}>
          {t('header.login')}
        </Link>
      ) : null}
    </div>
  );
}
