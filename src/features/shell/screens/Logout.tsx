import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLocation, useNavigate } from 'react-router-dom';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { LOGOUT_MODAL, LogoutModal } from '../LogoutModal';

/** Only the base texts (common, routes): without this list a screen loads every namespace. */
export const namespaces = [] as const;

/** Someone not logged in has nothing to confirm: they go to Login. */
export function loader({ services, route }: ScreenLoaderArgs) {
  if (!services.session.getSnapshot().isLoggedIn) throw redirect(href('Login', {}, route.lang));
  return Promise.resolve(null);
}

/**
 * The Logout route (/atsijungti): it opens the logout confirmation first (campaign seed §4).
 * Confirming logs out; cancelling goes back to the page before, or Home when there is none.
 */
export default function Logout() {
  const { lang } = useRoute();
  const { t } = useTranslation('common', { lng: lang });
  const { t: title } = useTranslation('routes', { lng: lang });
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
    else void navigate(href('Home', {}, lang), { replace: true });
  };
  return (
    <section className="logout-page">
      <h1>{title('Logout.title')}</h1>
      <p>{t('logout.description')}</p>
      <p className="logout-page__actions">
        <button type="button" className="button" onClick={() => services.modals.show(LOGOUT_MODAL)}>
          {t('logout.confirm')}
        </button>
      </p>
      <LogoutModal lang={lang} onCancel={back} />
    </section>
  );
}
