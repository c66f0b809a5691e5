import type { SocialLogin } from '@generated/enums';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData, useNavigate } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { registrationOf, socialOffered, statusOf, type RegistrationQuery, type RegistrationStatusValue } from '../flow';
import { IdentityResult } from '../IdentityResult';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { RegistrationSteps } from '../RegistrationSteps';
import { useStatusPolling, type PollOutcome } from '../use-status-polling';
import '../registration.css';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['registration'] as const;

interface StatusData {
  registration: RegistrationQuery | undefined;
  status: RegistrationStatusValue | undefined;
  workflowId: string | undefined;
  /** The social logins offered (their names go into the copy); none: only a password. */
  social: SocialLogin[];
}

export async function loader({ request, services }: ScreenLoaderArgs): Promise<StatusData> {
  const query = new URL(request.url).searchParams;
  const registration = await registrationOf(query);
  const status = statusOf(query.get('status'));
  return {
    registration,
    status,
    workflowId: query.get('workflowId')?.trim() || undefined,
    social: registration && status === 'success' ? await socialOffered(services) : [],
  };
}

/**
 * The registration status (core §2 query msisdn, schema, status, guid, workflowId): the result of the
 * identification, and what comes next. A pending status with its workflowId is asked again until it
 * is known, then the URL says the result (a reload shows it without asking).
 */
export default function RegistrationStatus() {
  const { registration, status, workflowId, social } = useLoaderData() as StatusData;
  const navigate = useNavigate();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  const [problem, setProblem] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const pending =
    status === 'pending' && registration && workflowId ? { msisdn: registration.msisdn, guid: registration.guid, workflowId } : undefined;

  useStatusPolling(
    problem ? undefined : pending,
    (outcome: PollOutcome) => {
      if (!pending) return;
      if (outcome === 'error') return setProblem(true);
      const next = outcome === 'success' ? 'success' : 'failure';
      void navigate(href('RegistrationStatus', {}, lang, { ...pending, schema: registration?.schema, status: next }), { replace: true });
    },
    attempt,
  );

  const outcome = !registration || !status || (status === 'pending' && !pending) ? 'invalid' : status;
  return (
    <section className="reg" aria-labelledby="registration-status-title">
      <RouteHeading id="registration-status-title" />
      <RegistrationSteps current={outcome === 'success' ? 'login' : 'identity'} />
      {outcome === 'pending' && problem ? (
        <div role="alert" className="reg__problem">
          <p>{t('identification.checkFailed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setProblem(false);
              setAttempt((n) => n + 1);
            }}
          >
            {t('identification.checkAgain')}
          </button>
        </div>
      ) : outcome === 'pending' ? (
        <p role="status" className="reg__waiting">
          <span className="reg__spinner" aria-hidden="true" />
          {t('identification.waiting')}
        </p>
      ) : (
        <IdentityResult outcome={outcome} registration={registration} social={social} />
      )}
    </section>
  );
}
