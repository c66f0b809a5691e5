import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData, useLocation, useNavigate } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { identificationStateOf, registrationOf, type IdentificationSchema, type RegistrationQuery } from '../flow';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { InvalidRegistration } from '../InvalidRegistration';
import { Notice } from '../Notice';
import { RegistrationSteps } from '../RegistrationSteps';
import { useStatusPolling, type PollOutcome } from '../use-status-polling';
import '../registration.css';

/** Beyond the base texts: the registration texts. */
export const namespaces = ['registration'] as const;

type IdentifyingQuery = RegistrationQuery & { schema: IdentificationSchema };

/**
 * The step needs the registration and its schema (query msisdn, guid, schema, useDirect). Without a
 * registration it says so (null); without a schema the method is chosen first.
 */
export async function loader({ request, route }: ScreenLoaderArgs): Promise<IdentifyingQuery | null> {
  const registration = await registrationOf(new URL(request.url).searchParams);
  if (!registration) return null;
  if (!registration.schema)
    throw redirect(href('RegistrationIdentificationMethods', {}, route.lang, { msisdn: registration.msisdn, guid: registration.guid }));
  return registration as IdentifyingQuery;
}

/**
 * Core §2 /reg/identifikavimas (query msisdn, guid, schema, useDirect): the control code to compare on
 * the phone while Smart-ID or Mobile-ID asks for the PIN, and the result polled until it is known; then
 * the registration status. The started identification is the history entry's state, so a reload or
 * back/forward keeps waiting for it.
 */
export default function RegistrationIdentification() {
  const registration = useLoaderData() as IdentifyingQuery | null;
  return (
    <section className="reg" aria-labelledby="identification-title">
      <RouteHeading id="identification-title" />
      <RegistrationSteps current="identity" />
      {registration ? <Identifying registration={registration} /> : <InvalidRegistration />}
    </section>
  );
}

function Identifying({ registration }: { registration: IdentifyingQuery }) {
  const location = useLocation();
  const navigate = useNavigate();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  const started = identificationStateOf(location.state);
  const [problem, setProblem] = useState<'error' | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { msisdn, guid, schema } = registration;
  const methodsPath = href('RegistrationIdentificationMethods', {}, lang, { msisdn, guid });

  const onOutcome = (outcome: PollOutcome) => {
    if (outcome === 'error') return setProblem('error');
    const status = outcome === 'success' ? 'success' : 'failure';
    void navigate(href('RegistrationStatus', {}, lang, { msisdn, schema, status, guid, workflowId: started!.workflowId }), {
      replace: true,
    });
  };
  useStatusPolling(started && !problem ? { msisdn, guid, workflowId: started.workflowId } : undefined, onOutcome, attempt);

  return !started ? (
    <Notice tone="info" title={t('identification.notStarted.title')}>
      <p>{t('identification.notStarted.text')}</p>
      <p>
        <Link className="button" to={methodsPath}>
          {t('identification.chooseMethod')}
        </Link>
      </p>
    </Notice>
  ) : (
    <>
      <p>{t(`identification.instructions.${schema}`)}</p>
      {started.controlCode ? (
        <div className="reg-code">
          <dl>
            <dt className="reg-code__label">{t('identification.controlCode')}</dt>
            <dd className="reg-code__value">{started.controlCode}</dd>
          </dl>
          <p className="reg__hint">{t('identification.controlCodeHint')}</p>
        </div>
      ) : null}
      {problem ? (
        <div role="alert" className="reg__problem">
          <p>{t('identification.checkFailed')}</p>
          <button
            type="button"
            className="button"
            onClick={() => {
              setProblem(undefined);
              setAttempt((n) => n + 1);
            }}
          >
            {t('identification.checkAgain')}
          </button>
        </div>
      ) : (
        <p role="status" className="reg__waiting">
          <span className="reg__spinner" aria-hidden="true" />
          {t('identification.waiting')}
        </p>
      )}
      <p className="reg__aside">
        <Link to={methodsPath}>{t('identification.otherMethod')}</Link>
      </p>
    </>
  );
}
