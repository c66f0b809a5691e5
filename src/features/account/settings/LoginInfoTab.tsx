import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { type Language } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { ApiError, exceptionKey } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type ExtraValidate, type RefusedFields, type SpecFormData } from '@/shared/forms';
import { useServices } from '@/shared/services';
import { useSession } from '@/shared/session/use-session';
import { SuccessModal } from '../common/SuccessModal';
import type { TabData } from './settings-data';

type Data = TabData<'SettingsLoginInfo'>;

/** The repeated password must equal the new one (forms/password-change.yaml: a runtime check, not a rule). */
export const repeatMatches: ExtraValidate = (data) => ({
  repeatPassword: data.repeatPassword !== undefined && data.repeatPassword !== data.newPassword ? 'PasswordRepeatMismatch' : undefined,
});

/** How the API says the current password is wrong (spec/forms/password-change.yaml). */
const WRONG_PASSWORD = new Set(['InvalidPasswordException', 'InvalidCredentialsException']);

/**
 * Login information (core §2): the login name (the phone number) and the password change form at the tab's
 * hash (#slaptazodzio-keitimas), where the password-change reminder leads. Arriving with the hash moves focus
 * to the form's section. A wrong current password is the API's exception text in the popup and a message at its field;
 * nothing typed is lost.
 */
export function LoginInfoTab({ data, lang }: { data: Data; lang: Language }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const { claims } = useSession();
  const { hash } = useLocation();
  const anchor = routes.SettingsLoginInfo.hash?.[lang] ?? 'password';
  const section = useRef<HTMLElement>(null);
  const [formKey, setFormKey] = useState(0);
  const [success, setSuccess] = useState<string | null>(null);

  useEffect(() => {
    if (decodeURIComponent(hash.slice(1)) === anchor) section.current?.focus();
  }, [hash, anchor]);

  const change = async (values: SpecFormData): Promise<RefusedFields | undefined> => {
    try {
      await unwrap(
        services.api.PUT('/profile/password', {
          body: { currentPassword: String(values.currentPassword), newPassword: String(values.newPassword) },
        }),
      );
    } catch (error) {
      services.fail(error); // the API's text in the error popup (core §8)
      // A wrong current password is also said at its field, which gets focus once the popup is closed.
      return error instanceof ApiError && WRONG_PASSWORD.has(exceptionKey(error.body) ?? '')
        ? { currentPassword: 'CurrentPasswordWrong' }
        : undefined;
    }
    setFormKey((key) => key + 1); // a changed password is not left in the fields
    setSuccess(t('login.changed'));
    return undefined;
  };

  return (
    <>
      <dl className="account-facts">
        <div>
          <dt>{t('login.name')}</dt>
          <dd>{claims?.msisdn ?? ''}</dd>
        </div>
      </dl>
      <p className="account-hint">{t('login.nameHint')}</p>
      <section
        id={anchor}
        ref={section}
        tabIndex={-1}
        className="account-section account-section--target"
        aria-labelledby="password-change-title"
      >
        <h3 id="password-change-title">{t('login.changePassword')}</h3>
        <SpecForm key={formKey} form={data.form} validate={repeatMatches} onSubmit={change} />
      </section>
      <SuccessModal text={success} onClose={() => setSuccess(null)} />
    </>
  );
}
