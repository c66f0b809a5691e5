import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '@generated/api/schema';
import { accountData } from '@/shared/account/account-data';
import { unwrap } from '@/shared/api/client';
import { formatPhone } from '@/shared/format/phone';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import { useServices } from '@/shared/services';
import { SuccessModal } from '../common/SuccessModal';
import { Unavailable } from '../common/Unavailable';
import type { Consent, Profile, TabData } from './settings-data';
import { Switch } from './Switch';

type Data = TabData<'SettingsPersonalInfo'>;
type Language = components['schemas']['Language'];

/**
 * Personal information (core §2, §3 profile): who the user is, the e-mail address with its confirmation state
 * and "send the confirmation again", the e-mail and message language form, consents as switches and the
 * newsletter. Each change is saved at once and said in a live region or the success modal.
 */
export function PersonalInfoTab({ data }: { data: Data }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const [profile, setProfile] = useState<Profile | null>(data.profile);
  const [success, setSuccess] = useState<string | null>(null);
  const [unsent, setUnsent] = useState('');
  const initialData = useMemo<SpecFormData>(
    () => (data.profile ? { email: data.profile.email ?? '', language: data.profile.language } : {}),
    [data.profile],
  );

  const save = async (values: SpecFormData) => {
    if (!profile) return;
    const email = String(values.email);
    const language = values.language as Language;
    const changed = email.toLowerCase() !== (profile.email ?? '').toLowerCase();
    setUnsent('');
    try {
      setProfile(await unwrap(services.api.PUT('/profile/user', { body: { email, language, contactPhone: profile.contactPhone } })));
    } catch (error) {
      services.fail(error);
      return;
    }
    // The user info (side navigation, dashboard) carries the address too.
    void accountData(services)
      .userInfo.refresh()
      .catch(() => undefined);
    if (changed) {
      try {
        await unwrap(services.api.POST('/profile/email/validate/send'));
      } catch (error) {
        // Saved all the same: said beside the form, with the way to send the link again (EmailStatus).
        services.fail(error);
        setUnsent(t('personal.savedEmailNotSent', { email }));
        return;
      }
    }
    setSuccess(changed ? t('personal.savedEmail', { email }) : t('personal.saved'));
  };

  return (
    <>
      {profile ? (
        <>
          <section className="account-section" aria-labelledby="personal-details">
            <h3 id="personal-details">{t('personal.details')}</h3>
            <dl className="account-facts">
              <div>
                <dt>{t('personal.fullName')}</dt>
                <dd>{`${profile.firstName} ${profile.lastName}`.trim()}</dd>
              </div>
              <div>
                <dt>{t('personal.phone')}</dt>
                <dd>{formatPhone(profile.msisdn)}</dd>
              </div>
            </dl>
            <EmailStatus profile={profile} />
          </section>
          <section className="account-section" aria-labelledby="personal-contacts">
            <h3 id="personal-contacts">{t('personal.contacts')}</h3>
            <SpecForm form={data.form} initialData={initialData} onSubmit={save} />
            <p role="status" className="account-status account-status--visible">
              {unsent}
            </p>
          </section>
        </>
      ) : (
        <Unavailable />
      )}
      <section className="account-section" aria-labelledby="personal-consents">
        <h3 id="personal-consents">{t('personal.consents')}</h3>
        {data.consents ? <ConsentSwitches initial={data.consents} /> : <Unavailable />}
      </section>
      {profile ? <NewsletterSwitch profile={profile} onChange={setProfile} /> : null}
      <SuccessModal text={success} onClose={() => setSuccess(null)} />
    </>
  );
}

/** The address, whether it is confirmed, and "send the confirmation again" for one that is not. */
function EmailStatus({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState('');
  const resend = async () => {
    setSending(true);
    setSent('');
    try {
      await unwrap(services.api.POST('/profile/email/validate/send'));
      setSent(t('personal.confirmationSent', { email: profile.email }));
    } catch (error) {
      services.fail(error);
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="account-email">
      <dl className="account-facts">
        <div>
          <dt>{t('personal.email')}</dt>
          <dd>
            {profile.email ?? t('personal.noEmail')}{' '}
            {profile.email ? (
              <span className={`account-badge account-badge--${profile.isEmailValidated ? 'ok' : 'warning'}`}>
                {t(profile.isEmailValidated ? 'personal.emailConfirmed' : 'personal.emailNotConfirmed')}
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
      {profile.email && !profile.isEmailValidated ? (
        <>
          <p className="account-hint">{t('personal.confirmHint')}</p>
          <button type="button" className="button button--secondary" onClick={() => void resend()} disabled={sending}>
            {t('personal.resend')}
          </button>
        </>
      ) : null}
      <p role="status" className="account-status">
        {sent}
      </p>
    </div>
  );
}

/** Consents (campaign seed §3: agreed, title, description): each switch saves its answer at once. */
function ConsentSwitches({ initial }: { initial: Consent[] }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const [consents, setConsents] = useState(initial);
  const [pending, setPending] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const toggle = async (consent: Consent) => {
    const agree = consent.agreed !== true;
    setPending(consent.consentType);
    setSaid('');
    try {
      const body = { consents: [{ consentType: consent.consentType, status: agree ? (1 as const) : (2 as const) }] };
      setConsents(await unwrap(services.api.PUT('/consent/consents', { body })));
      setSaid(t(agree ? 'personal.consentOn' : 'personal.consentOff', { title: consent.title }));
    } catch (error) {
      services.fail(error);
    } finally {
      setPending(null);
    }
  };
  if (consents.length === 0) return <p>{t('personal.noConsents')}</p>;
  return (
    <>
      <ul className="account-switches">
        {consents.map((consent) => (
          <li key={consent.consentType}>
            <Switch
              label={consent.title}
              description={consent.description}
              checked={consent.agreed === true}
              busy={pending === consent.consentType}
              onToggle={() => void toggle(consent)}
            />
          </li>
        ))}
      </ul>
      <p role="status" className="account-status">
        {said}
      </p>
    </>
  );
}

/** The newsletter preference: the profile's address on the newsletter list, or not. */
function NewsletterSwitch({ profile, onChange }: { profile: Profile; onChange: (profile: Profile) => void }) {
  const { t } = useTranslation('account');
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const toggle = async () => {
    const newsletter = !profile.newsletter;
    setBusy(true);
    setSaid('');
    try {
      const body = { email: profile.email, language: profile.language, contactPhone: profile.contactPhone, newsletter };
      onChange(await unwrap(services.api.PUT('/profile/user', { body })));
      setSaid(t(newsletter ? 'personal.newsletterOn' : 'personal.newsletterOff'));
    } catch (error) {
      services.fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="account-section" aria-labelledby="personal-newsletter">
      <h3 id="personal-newsletter">{t('personal.newsletter')}</h3>
      <Switch
        label={t('personal.newsletterLabel')}
        description={profile.email ? t('personal.newsletterText', { email: profile.email }) : t('personal.newsletterNeedsEmail')}
        checked={profile.newsletter}
        busy={busy}
        disabled={!profile.email}
        onToggle={() => void toggle()}
      />
      <p role="status" className="account-status">
        {said}
      </p>
    </section>
  );
}
