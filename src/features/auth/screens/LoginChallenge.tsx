import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, redirect, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { ruleValidators } from '@generated/validation/index';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { logIn } from '@/shared/session/after-login';
import { rememberReturnUrl } from '@/shared/session/return-url';
// Shared with the dashboard; see after-login.ts on cross-feature imports.
import { formatPhone } from '@/shared/format/phone';
import '../auth.css';

/** Only the base texts: the code form's come with the form library. */
export const namespaces = [] as const;

interface ChallengeData {
  form: FormDefinition;
  msisdn: string;
  returnUrl: string | undefined;
}

/** Without a valid number there is nothing to send the code to: back to Login, keeping returnUrl. */
export async function loader({ request, services, route }: ScreenLoaderArgs): Promise<ChallengeData> {
  const query = new URL(request.url).searchParams;
  const returnUrl = rememberReturnUrl(query);
  if (services.session.getSnapshot().isLoggedIn) throw redirect(href('Dashboard', {}, route.lang));
  const msisdn = query.get('msisdn') ?? '';
  if (!ruleValidators.msisdn(msisdn)) {
    throw redirect(href('Login', {}, route.lang, { useAutoLogin: 'false', ...(returnUrl ? { returnUrl } : {}) }));
  }
  return { form: await forms['sms-challenge'](), msisdn, returnUrl };
}

/** Core §2 auto-login SMS challenge: send a one-time code, type it, get a token, go to returnUrl. */
export default function LoginChallenge() {
  const { form, msisdn, returnUrl } = useLoaderData() as ChallengeData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation(['common', 'routes']);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const phone = formatPhone(msisdn);

  const send = async () => {
    setSending(true);
    try {
      await unwrap(services.api.POST('/auth/sms-challenge', { body: { msisdn } }));
      setSent(true);
    } catch (error) {
      services.fail(error); // e.g. SmsChallengeThrottleException: its text in the popup
    } finally {
      setSending(false);
    }
  };

  const verify = async (data: SpecFormData) => {
    let token: string;
    try {
      token = (await unwrap(services.api.POST('/auth/sms-challenge/verify', { body: { msisdn, code: String(data.code) } }))).result;
    } catch (error) {
      services.fail(error);
      return;
    }
    services.navigate(await logIn(services, token, lang, returnUrl), { replace: true });
  };

  return (
    <section className="auth" aria-labelledby="challenge-title">
      <h1 id="challenge-title">{t('routes:LoginChallenge.title')}</h1>
      <p className="lead" role="status">
        {sent ? t('challenge.sent', { phone }) : t('challenge.intro', { phone })}
      </p>
      <div className="auth__actions">
        <button
          type="button"
          className={`button${sent ? ' button--secondary' : ''}`}
          onClick={() => void send()}
          disabled={sending}
          aria-busy={sending || undefined}
        >
          {sent ? t('challenge.resend') : t('challenge.send')}
        </button>
      </div>
      {sent ? <SpecForm form={form} initialData={{ msisdn }} onSubmit={verify} /> : null}
      <p className="auth__aside">
        <Link to={href('Login', {}, lang, { useAutoLogin: 'false', ...(returnUrl ? { returnUrl } : {}) })}>
          {t('challenge.usePassword')}
        </Link>
      </p>
    </section>
  );
}
