import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { redirect, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { ruleValidators } from '@generated/validation/index';
import { ApiError, exceptionKey } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { formatPhone } from '@/shared/format/phone';
import { SpecForm, type RefusedFields, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import '../protection.css';

/** This area's texts (the form's come with the form library). */
export const namespaces = ['protection'] as const;

interface ChallengeData {
  form: FormDefinition;
  msisdn: string;
}

const THROTTLED = 'SmsChallengeThrottleException';
const WRONG_CODE = 'InvalidSmsCodeException';

const exceptionOf = (error: unknown) => (error instanceof ApiError ? exceptionKey(error.body) : undefined);

/** Status 3 carries the number to challenge; without a valid one there is nothing to send the code to. */
export async function loader({ request, services, route }: ScreenLoaderArgs): Promise<ChallengeData> {
  const msisdn = new URL(request.url).searchParams.get('msisdn') ?? '';
  if (!ruleValidators.msisdn(msisdn)) throw redirect(href('ProtectionFailed', {}, route.lang));
  if (services.session.getSnapshot().isLoggedIn) throw redirect(href('ProtectionConfirmation', {}, route.lang));
  return { form: await forms['protection-sms-challenge'](), msisdn };
}

/**
 * The entry's SMS challenge (campaign seed §4, status 3): send a one-time code to the number, type it,
 * and the area's session opens. Too many codes go to the throttle page (/narsyk/issukis/klaida); a
 * wrong code is said beside the field, which keeps what was typed and gets the focus back.
 */
export default function ProtectionChallenge() {
  const { form, msisdn } = useLoaderData() as ChallengeData;
  const services = useServices();
  const { key, lang } = useRoute();
  const { t } = useTranslation(['protection', 'routes'], { lng: lang });
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  // A new code starts a new form: the last code's "wrong" message and what was typed go.
  const [round, setRound] = useState(0);
  const phone = formatPhone(msisdn);

  const send = async () => {
    setSending(true);
    try {
      await unwrap(services.api.POST('/narsyk/auth/sms-challenge', { body: { msisdn } }));
      if (sent) setRound((n) => n + 1);
      setSent(true);
    } catch (error) {
      if (exceptionOf(error) === THROTTLED) services.navigate(href('ProtectionChallengeError', {}, lang), { replace: true });
      else services.fail(error);
    } finally {
      setSending(false);
    }
  };

  const verify = async (data: SpecFormData): Promise<RefusedFields | void> => {
    try {
      const { result } = await unwrap(
        services.api.POST('/narsyk/auth/sms-challenge/verify', { body: { msisdn, code: String(data.code) } }),
      );
      services.session.setToken(result);
      services.navigate(href('ProtectionConfirmation', {}, lang), { replace: true });
    } catch (error) {
      if (exceptionOf(error) !== WRONG_CODE) return services.fail(error);
      // Said at the code field, which keeps what was typed and is focused; it goes once the code is changed.
      return { code: 'SmsCodeWrong' };
    }
  };

  return (
    <section className="protection protection--narrow" aria-labelledby="protection-challenge-title">
      <h1 id="protection-challenge-title">{t(`routes:${key}.title`)}</h1>
      <p className="protection__lead" role="status">
        {sent ? t('challenge.sent', { phone }) : t('challenge.intro', { phone })}
      </p>
      <p className="protection__actions">
        <button
          type="button"
          className={`button${sent ? ' button--secondary' : ''}`}
          onClick={() => void send()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sent ? t('challenge.resend') : t('challenge.send')}
        </button>
      </p>
      {sent ? <SpecForm key={round} form={form} initialData={{ msisdn }} onSubmit={verify} /> : null}
    </section>
  );
}
