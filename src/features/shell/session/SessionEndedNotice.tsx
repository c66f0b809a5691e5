import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import './session-ended.css';
import { loginAndBack } from '@/shared/session/login-and-back';

/**
 * Says once that the session ended because the API refused its token (issue 32 F6): on Login, where a
 * refused account page sends the user (core §8), why they are there; on a public page, which stays and
 * shows what a visitor sees, that they are no longer logged in, with the way back in. It belongs to the
 * page it appeared on: it goes when closed, when the user moves on, or once they log in again.
 */
export function SessionEndedNotice({ lang, onDone }: { lang: Language; onDone: () => void }) {
  const { t, ready } = useTranslation('shell', { lng: lang });
  const location = useLocation();
  const { pathname } = location;
  const login = href('Login', {}, lang);
  const onLogin = pathname === login;
  // Where it is said: the page it appeared on, or Login, where the refused page sends the user.
  const [shownAt, setShownAt] = useState(pathname);
  useEffect(() => {
    if (pathname === shownAt) return;
    if (onLogin) setShownAt(pathname);
    else onDone();
  }, [pathname, shownAt, onLogin, onDone]);
  if (!ready) return null;
  return (
    <div className="session-ended" role="status">
      <p className="session-ended__text">
        <strong>{t('sessionEnded.title')}.</strong> {t(onLogin ? 'sessionEnded.description' : 'sessionEnded.visitor')}
      </p>
      {onLogin ? null : (
        <Link className="button session-ended__login" to={loginAndBack(lang, location)}>
          {t('sessionEnded.login')}
        </Link>
      )}
      <button type="button" className="session-ended__close" aria-label={t('sessionEnded.close')} onClick={onDone}>
        <span className="icon icon--close" aria-hidden="true" />
      </button>
    </div>
  );
}
