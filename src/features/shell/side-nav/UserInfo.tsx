import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { useResource } from '@/shared/api/resource';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { formatPhone } from '@/shared/format/phone';
import { lazyPart } from '@/shared/ui/lazy-part';

/** Only a login that manages several numbers loads the switcher (issue 52: no byte a page does not use). */
const NumberSwitcher = lazyPart(() => import('./NumberSwitcher'));

/**
 * Core §1, §2: the side navigation's user info: full name (GET /user-information/user), the phone
 * number from the token's claims and the eSIM flag. A failed load goes to the one error handler.
 */
export function UserInfo({ lang }: { lang: Language }) {
  const { t } = useTranslation('common', { lng: lang });
  const services = useServices();
  const { claims } = useSession();
  const { data, error } = useResource(accountData(services).userInfo);
  // Kept while the user info reloads after a switch, so the switcher (and its focus) stays.
  const [several, setSeveral] = useState(false);
  useEffect(() => {
    if (data) setSeveral((data.accountNumbers ?? 1) > 1);
  }, [data]);
  useEffect(() => {
    if (error) services.fail(error);
  }, [error, services]);
  return (
    <>
      <dl className="account-nav__user">
        <div className="account-nav__user-row">
          <dt className="visually-hidden">{t('userInfo.fullName')}</dt>
          <dd className="account-nav__name">{data?.fullName ?? '\u00a0'}</dd>
        </div>
        <div className="account-nav__user-row">
          <dt className="visually-hidden">{t('userInfo.phone')}</dt>
          <dd className="account-nav__phone">{formatPhone(claims?.msisdn ?? data?.msisdn)}</dd>
        </div>
        {data?.isEsim ? (
          <div className="account-nav__user-row">
            <dt className="visually-hidden">{t('userInfo.esim')}</dt>
            <dd className="account-nav__esim">{t('userInfo.esimYes')}</dd>
          </div>
        ) : null}
      </dl>
      {several ? (
        <Suspense fallback={null}>
          <NumberSwitcher lang={lang} current={claims?.msisdn} />
        </Suspense>
      ) : null}
    </>
  );
}
