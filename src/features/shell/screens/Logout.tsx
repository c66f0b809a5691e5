import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { href } from '@/shared/routing/paths';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenModule } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { LOGOUT_MODAL, LogoutModal } from '../LogoutModal';

/** Only the base texts (common, routes): without this list a screen loads every namespace. */
export const namespaces = [] as const;

/**
 * Prerendered whole (issue 36): a visitor's page, as every prerendered page is and as hydration starts
 * (useSession's server snapshot), so its text is in the first paint; a logged-in visitor gets the
 * confirmation as soon as the page is live.
 */
export const prerender: ScreenModule['prerender'] = { screen: () => true, data: () => Promise.resolve(null) };

/**
 * The Logout route (/atsijungti): it opens the logout confirmation first (campaign seed §4).
 * Confirming logs out; staying goes back to the page before, or, when there is none, to the Dashboard: the
 * subscriber chose to stay in their account (issue 50: it went to Home).
 * Someone not logged in is told so, with the way to log in: a visitor who opens the address to make
 * sure a shared computer is signed out gets that answer, not a login form.
 */
export default function Logout() {
  const { isLoggedIn } = useSession();
  return (
    <section className="logout-page">
      <RouteHeading />
      {isLoggedIn ? <ConfirmLogout /> : <NotLoggedIn />}
    </section>
  );
}

function ConfirmLogout() {
  const { lang } = useRoute();
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const navigate = useNavigate();
  // The router marks the entry the app started on with the key "default": nothing in-site before it.
  const { key } = useLocation();
  useEffect(() => {
    services.modals.show(LOGOUT_MODAL);
    return () => services.modals.hide(LOGOUT_MODAL);
  }, [services]);
  const back = () => {
    if (key !== 'default') void navigate(-1);
    else void navigate(href('Dashboard', {}, lang), { replace: true });
  };
  return (
    <>
      <p>{t('logout.description')}</p>
      <p className="logout-page__actions">
        <button type="button" className="button" onClick={() => services.modals.show(LOGOUT_MODAL)}>
          {t('logout.confirm')}
        </button>
      </p>
      <LogoutModal lang={lang} onCancel={back} />
    </>
  );
}

function NotLoggedIn() {
  const { lang } = useRoute();
  const { t } = useTranslation('common', { lng: lang });
  return (
    <>
      <p>{t('logout.notLoggedIn')}</p>
      <p className="logout-page__actions">
        <Link className="button" to={href('Login', {}, lang)}>
          {t('header.login')}
        </Link>
      </p>
    </>
  );
}
