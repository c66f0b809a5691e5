import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { forms, type FormDefinition } from '@generated/forms/index';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPhone } from '@/shared/format/phone';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useRoute, type ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { readClaims } from '@/shared/session/token';
import { validMsisdn } from '../flow';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { Notice } from '../Notice';
import { repeatPasswordMatches } from '../repeat-password';
import '../registration.css';

/** Beyond the base texts: the registration texts and SpecForm's labels and messages. */
export const namespaces = ['password-recovery'] as const;

type RecoveryData =
  | { step: 'phone'; form: FormDefinition }
  | { step: 'code'; form: FormDefinition; msisdn: string }
  | { step: 'password'; form: FormDefinition; hash: string }
  | { step: 'done' };

/**
 * The step is the query's (a reload, back or forward keeps it): ?status=success done, ?hash the new
 * password (also the forced password change, core §4), ?msisdn the code sent to it, else the number.
 */
export async function loader({ request }: ScreenLoaderArgs): Promise<RecoveryData> {
  const query = new URL(request.url).searchParams;
  const hash = query.get('hash')?.trim();
  if (query.get('status') === 'success') return { step: 'done' };
  if (hash) return { step: 'password', form: await forms['password-reset'](), hash };
  const given = query.get('msisdn');
  const [msisdn, codeForm] = await Promise.all([validMsisdn(given), given ? forms['password-recovery-confirmation']() : undefined]);
  if (msisdn && codeForm) return { step: 'code', form: codeForm, msisdn };
  return { step: 'phone', form: await forms['password-recovery']() };
}

const STEP_NUMBER = { phone: 1, code: 2, password: 3 } as const;

/**
 * Core §2 /slaptazodzio-keitimas: number -> SMS code -> new password -> done, then log in with it.
 * Throttling and wrong codes show their exception texts (the popup); what was typed stays. A logged-in
 * user sent here by the forced password change is logged in with the new password and goes on to the
 * dashboard.
 */
export default function PasswordRecovery() {
  const data = useLoaderData() as RecoveryData;
  const services = useServices();
  const { lang } = useRoute();
  const { t } = useTranslation('password-recovery');
  const [resent, setResent] = useState(0);
  const [sending, setSending] = useState(false);

  const sendCode = async (msisdn: string): Promise<boolean> => {
    try {
      await unwrap(services.api.POST('/password/recovery', { body: { msisdn } }));
      return true;
    } catch (error) {
      services.fail(error); // UserNotFoundException, SmsChallengeThrottleException
      return false;
    }
  };

  const onPhone = async (values: SpecFormData) => {
    const msisdn = String(values.msisdn);
    if (await sendCode(msisdn)) services.navigate(href('PasswordRecovery', {}, lang, { msisdn }));
  };

  const resend = async (msisdn: string) => {
    setSending(true);
    if (await sendCode(msisdn)) setResent((count) => count + 1);
    setSending(false);
  };

  const onCode = async (values: SpecFormData) => {
    if (data.step !== 'code') return;
    try {
      const { hash } = await unwrap(
        services.api.POST('/password/recovery/verify', { body: { msisdn: data.msisdn, code: String(values.code) } }),
      );
      services.navigate(href('PasswordRecovery', {}, lang, { hash }), { replace: true });
    } catch (error) {
      services.fail(error); // InvalidSmsCodeException
    }
  };

  const onPassword = async (values: SpecFormData) => {
    if (data.step !== 'password') return;
    let token: string;
    try {
      token = (
        await unwrap(services.api.POST('/password/recovery/reset', { body: { hash: data.hash, password: String(values.password) } }))
      ).result;
    } catch (error) {
      services.fail(error); // InvalidConfirmationLinkException: the hash is used or unknown
      return;
    }
    const current = services.session.getSnapshot();
    if (current.isLoggedIn && current.claims?.msisdn === readClaims(token)?.msisdn) {
      // The forced password change: the session goes on with the new password, on to the dashboard.
      services.session.setToken(token);
      services.navigate(href('Dashboard', {}, lang), { replace: true });
      return;
    }
    services.navigate(href('PasswordRecovery', {}, lang, { status: 'success' }), { replace: true });
  };

  return (
    <section className="reg" aria-labelledby="password-recovery-title">
      <RouteHeading id="password-recovery-title" />
      {data.step === 'done' ? (
        <Notice tone="success" title={t('done.title')}>
          <p>{t('done.text')}</p>
          <p>
            <Link className="button" to={href('Login', {}, lang, { useAutoLogin: 'false' })}>
              {t('done.login')}
            </Link>
          </p>
        </Notice>
      ) : (
        <>
          <p className="reg__progress">{t('progress', { current: STEP_NUMBER[data.step], total: 3 })}</p>
          {data.step === 'phone' ? (
            <>
              <p>{t('phone.intro')}</p>
              <SpecForm key="phone" form={data.form} onSubmit={onPhone} />
            </>
          ) : data.step === 'code' ? (
            <>
              <p role="status">
                {resent > 0 ? t('code.resent', { phone: formatPhone(data.msisdn) }) : t('code.sent', { phone: formatPhone(data.msisdn) })}
              </p>
              <SpecForm key="code" form={data.form} initialData={{ msisdn: data.msisdn }} onSubmit={onCode} />
              <div className="reg__actions">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void resend(data.msisdn)}
                  disabled={sending}
                  aria-busy={sending || undefined}
                >
                  {t('code.resend')}
                </button>
                <Link className="reg__link" to={href('PasswordRecovery', {}, lang)}>
                  {t('code.otherNumber')}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p>{t('password.intro')}</p>
              <SpecForm
                key="password"
                form={data.form}
                initialData={{ hash: data.hash }}
                validate={repeatPasswordMatches}
                onSubmit={onPassword}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}
