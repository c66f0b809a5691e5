import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentStatus } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import { useServices } from '@/shared/services';
import type { AwardsConsent } from './awards-data';

/**
 * The campaign's consents (GET/POST /awards-campaign/consents): each one a checkbox with its text; saving
 * sends every answer (Agree 1 / Disagree 2), and agreeing earns the consent's medal once.
 */
export function AwardsConsents({
  namespace,
  consents,
  onSaved,
}: {
  namespace: string;
  consents: readonly AwardsConsent[];
  onSaved: () => void;
}) {
  const { t } = useTranslation(namespace);
  const services = useServices();
  const [agreed, setAgreed] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(consents.map((c) => [c.consentType, c.agreed === true])),
  );
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  if (consents.length === 0) return <p>{t('consents.empty')}</p>;

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setMessage('');
    try {
      const body = {
        consents: consents.map((c) => ({
          consentType: c.consentType,
          status: agreed[c.consentType] ? ConsentStatus.Agree : ConsentStatus.Disagree,
        })),
      };
      await unwrap(services.api.POST('/awards-campaign/consents', { body }));
      setMessage(t('consents.saved'));
      onSaved();
    } catch (error) {
      services.fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="awards-consents" onSubmit={(event) => void save(event)} noValidate>
      {consents.map((consent) => {
        const id = `awards-consent-${consent.consentType}`;
        return (
          <div key={consent.consentType} className="awards-consent">
            <input
              id={id}
              type="checkbox"
              checked={agreed[consent.consentType] ?? false}
              onChange={(event) => setAgreed((current) => ({ ...current, [consent.consentType]: event.target.checked }))}
              aria-describedby={`${id}-text`}
            />
            <label htmlFor={id}>{consent.title}</label>
            <p id={`${id}-text`} className="awards-consent__text">
              {consent.description}
            </p>
          </div>
        );
      })}
      <p className="campaign__actions">
        <button type="submit" className="button" aria-disabled={busy}>
          {t('consents.save')}
        </button>
      </p>
      <p className="awards-consents__status" role="status">
        {message}
      </p>
    </form>
  );
}
