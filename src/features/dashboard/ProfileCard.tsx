import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { formatDate } from '@/shared/format/format';
import type { UserInfo } from './dashboard-data';
import { formatPhone } from '@/shared/format/phone';

/** Core §1 profile info: full name, phone number, eSIM flag, SIM validity date. */
export function ProfileCard({ user, lang }: { user: UserInfo | null; lang: Language }) {
  const { t } = useTranslation('common');
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-profile">
      <h2 id="dashboard-profile">{t('dashboard:profile')}</h2>
      {user ? (
        <dl className="dashboard-facts">
          <div>
            <dt>{t('dashboard:fullName')}</dt>
            <dd>{user.fullName}</dd>
          </div>
          <div>
            <dt>{t('dashboard:phone')}</dt>
            <dd>{formatPhone(user.msisdn)}</dd>
          </div>
          <div>
            <dt>{t('dashboard:esim')}</dt>
            <dd>{user.isEsim ? t('dashboard:esimYes') : t('dashboard:esimNo')}</dd>
          </div>
          {/* Postpaid SIMs do not expire: the API gives no date and none is shown. */}
          {user.expirationDate ? (
            <div>
              <dt>{t('dashboard:simValidUntil')}</dt>
              <dd>{formatDate(user.expirationDate, lang)}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p>{t('dashboard:unavailable')}</p>
      )}
    </section>
  );
}
