import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href, type Language } from '@generated/routes';
import { USER_SESSION_PREFIX } from '@/shared/session/logout';

/** Session-scoped, so logging out (which clears the user's session keys) brings the reminder back. */
export const DISMISSED_KEY = `${USER_SESSION_PREFIX}passwordReminderDismissed`;

/** Core §3 remind-password-change: a notice the user can act on or dismiss for this session. */
export function PasswordReminder({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const [dismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');
  if (dismissed) return null;
  const dismiss = () => {
    sessionStorage.setItem(DISMISSED_KEY, '1');
    setDismissed(true);
  };
  return (
    <section className="dashboard-notice" aria-labelledby="password-reminder-title">
      <h2 id="password-reminder-title">{t('dashboard.passwordReminder.title')}</h2>
      <p>{t('dashboard.passwordReminder.text')}</p>
      <div className="dashboard-notice__actions">
        <Link className="button" to={href('SettingsLoginInfo', {}, lang)}>{t('dashboard.passwordReminder.change')}</Link>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {t('dashboard.passwordReminder.dismiss')}
        </button>
      </div>
    </section>
  );
}
