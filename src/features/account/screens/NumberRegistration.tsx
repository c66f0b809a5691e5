import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { components } from '@generated/api/schema';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useSession } from '@/shared/session/use-session';
import { settle } from '../common/load';
import { Unavailable } from '../common/Unavailable';
import '../account.css';

type NumberRegistrationState = components['schemas']['NumberRegistration'];

export const namespaces = ['account'] as const;

interface NumberRegistrationData {
  registration: NumberRegistrationState | null;
}

export async function loader({ services }: ScreenLoaderArgs): Promise<NumberRegistrationData> {
  const [registration] = await settle<[NumberRegistrationState]>(services, [
    unwrap(services.api.GET('/user-information/number-registration')),
  ]);
  return { registration };
}

/**
 * The number registration dashboard (core §2 /pagrindinis/numerio-registracija): whether the number is
 * registered to its owner, how and since when, or until when it must be. Its side navigation entry stays
 * disabled (core §6); the page is reached by its address.
 */
export default function NumberRegistration() {
  const { registration } = useLoaderData() as NumberRegistrationData;
  const { lang } = useRoute();
  const { claims } = useSession();
  const { t } = useTranslation(['routes', 'account']);
  return (
    <div className="account number-registration">
      <h1>{t('routes:NumberRegistration.title')}</h1>
      <p className="account-lead">{t('account:registration.intro')}</p>
      {registration ? (
        <section
          className={`account-section account-registration account-registration--${registration.status}`}
          aria-labelledby="registration-state"
        >
          <h2 id="registration-state">{t('account:registration.state')}</h2>
          <p className={`account-badge account-badge--${registration.status === 'registered' ? 'ok' : 'warning'}`}>
            {t(`account:registration.statuses.${registration.status}`)}
          </p>
          <dl className="account-facts">
            {registration.method ? (
              <div>
                <dt>{t('account:registration.method')}</dt>
                <dd>{t(`account:registration.methods.${registration.method}`)}</dd>
              </div>
            ) : null}
            {registration.registeredOn ? (
              <div>
                <dt>{t('account:registration.registeredOn')}</dt>
                <dd>{formatDate(registration.registeredOn, lang)}</dd>
              </div>
            ) : null}
            {registration.deadline ? (
              <div>
                <dt>{t('account:registration.deadline')}</dt>
                <dd>{formatDate(registration.deadline, lang)}</dd>
              </div>
            ) : null}
          </dl>
          {registration.status === 'registered' ? (
            <p>{t('account:registration.registeredText')}</p>
          ) : (
            <>
              <p>{t(registration.status === 'pending' ? 'account:registration.pendingText' : 'account:registration.unregisteredText')}</p>
              {/* The /reg/ steps from their start, the number filled in: its SMS code gives the registration its
                  guid, which identification needs (a pending one's is not in this state). */}
              <Link className="button" to={href('RegistrationEnrollment', {}, lang, { msisdn: claims?.msisdn })}>
                {t(registration.status === 'pending' ? 'account:registration.continue' : 'account:registration.register')}
              </Link>
            </>
          )}
        </section>
      ) : (
        <Unavailable />
      )}
    </div>
  );
}
