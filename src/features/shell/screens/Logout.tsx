import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { href } from '@generated/routes';
import { previousPathname } from '@/shared/navigation/location-history';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { LOGOUT_MODAL, LogoutModal } from '../LogoutModal';

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
  useEffect(() => {
    services.modals.show(LOGOUT_MODAL);
    return () => services.modals.hide(LOGOUT_MODAL);
  }, [services]);
  const back = () => {
    if (previousPathname()) navigate(-1);
    else navigate(href('Home', {}, lang), { replace: true });
  };
  return (
    <section className="logout-page">
      <h1>{title('Logout.title')}</h1>
      <p>{t('logout.description')}</p>
      <p className="logout-page__actions">
        <button type="button" className="button" onClick={() => services.modals.show(LOGOUT_MODAL)}>{t('logout.confirm')}</button>
      </p>
      <LogoutModal lang={lang} onCancel={back} />
    </section>
  );
}
