import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPhone } from '@/shared/format/phone';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { afterEnrollmentPath, validMsisdn } from '../flow';
import { RegistrationSteps } from '../RegistrationSteps';
import '../registration.css';

/** Beyond the base texts: the registration texts and SpecForm's labels and messages. */
export const namespaces = ['registration'] as const;

interface ConfirmationData {
  form: FormDefinition;
  msisdn: string;
  method: 'sms' | 'call';
  useDirect: boolean;
}

/** Without a valid number (query msisdn) there is nothing to confirm: back to the number entry. */
export async function loader({ request, route }: ScreenLoaderArgs): Promise<ConfirmationData> {
  const query = new URL(request.url).searchParams;
  const [msisdn, form] = await Promise.all([validMsisdn(query.get('msisdn')), forms['registration-enrollment-confirmation']()]);
  if (!msisdn) throw redirect(href('RegistrationEnrollment', {}, route.lang));
  return {
    form,
    msisdn,
    method: query.get('method') === 'call' ? 'call' : 'sms',
    useDirect: query.get('useDirect') === 'true',
  };
}

/**
 * Core §2 /reg/telefono-numerio-patvirtinimas (query msisdn, method, useDirect): the code sent to the
 * number (digits only, max 8, grouped), a new code on request, and the way back to another number.
 */
export default function RegistrationEnrollmentConfirmation() {
  const data = useLoaderData() as ConfirmationData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation('registration');
  const [resent, setResent] = useState(0);
  const [sending, setSending] = useState(false);
  const phone = formatPhone(data.msisdn);

  const resend = async () => {
    setSending(true);
    try {
      await unwrap(services.api.POST('/registration/enrollment', { body: { msisdn: data.msisdn } }));
      setResent((count) => count + 1);
    } catch (error) {
      services.fail(error); // SmsChallengeThrottleException after too many codes
    } finally {
      setSending(false);
    }
  };

  const onSubmit = async (values: SpecFormData) => {
    try {
      const session = await unwrap(
        services.api.POST('/registration/enrollment/confirm', { body: { msisdn: data.msisdn, code: String(values.code) } }),
      );
      services.navigate(
        afterEnrollmentPath(lang, { msisdn: session.msisdn, guid: session.guid, useDirect: session.useDirect || data.useDirect }),
      );
    } catch (error) {
      services.fail(error); // InvalidSmsCodeException: the text in the popup, the code stays typed
    }
  };

  return (
    <section className="reg" aria-labelledby="enrollment-confirmation-title">
      <RouteHeading id="enrollment-confirmation-title" />
      <RegistrationSteps current="code" />
      <p role="status">{resent > 0 ? t('confirmation.resent', { phone }) : t(`confirmation.sent.${data.method}`, { phone })}</p>
      <SpecForm form={data.form} initialData={{ msisdn: data.msisdn }} onSubmit={onSubmit} />
      <div className="reg__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void resend()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {t('confirmation.resend')}
        </button>
        <Link className="reg__link" to={href('RegistrationEnrollment', {}, lang, { msisdn: data.msisdn })}>
          {t('confirmation.otherNumber')}
        </Link>
      </div>
    </section>
  );
}
