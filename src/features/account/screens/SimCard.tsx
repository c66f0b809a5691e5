import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ApiError, exceptionKey } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { formatDateTime } from '@/shared/format/format';
import { formatPhone } from '@/shared/format/phone';
import { SpecForm, type RefusedFields, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { ConfirmModal } from '../common/ConfirmModal';
import { SuccessModal } from '../common/SuccessModal';
import { Unavailable } from '../common/Unavailable';
import { loadSimCard, type SimCard as Sim, type SimCardData } from '../lines/lines-data';
import { SimReplacement } from '../lines/SimReplacement';
import '../account.css';

export const namespaces = ['lines', 'validation'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<SimCardData> {
  return loadSimCard(services);
}

type Reason = NonNullable<Sim['blockReason']>;

/**
 * A lost or stolen phone (issue 51): the SIM's state, blocking it at once (after a question naming the number and
 * what stops working), unblocking it with the PUK code, and a replacement SIM by courier or from a shop.
 */
export default function SimCard() {
  const data = useLoaderData() as SimCardData;
  const { t } = useTranslation(['routes', 'lines']);
  const [sim, setSim] = useState<Sim | null>(data.sim);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <div className="account sim-card">
      <h1>{t('routes:SimCard.title')}</h1>
      <p className="account-lead">{t('routes:SimCard.description')}</p>
      {sim ? (
        <>
          <SimState sim={sim} />
          {sim.status === 'active' ? (
            <BlockSection sim={sim} onBlocked={setSim} onSuccess={setSuccess} />
          ) : (
            <UnblockSection form={data.unblockForm} onUnblocked={setSim} onSuccess={setSuccess} />
          )}
          <SimReplacement sim={sim} offer={data.offer} form={data.replacementForm} onSuccess={setSuccess} />
        </>
      ) : (
        <Unavailable ns="lines" />
      )}
      <SuccessModal text={success} onClose={() => setSuccess(null)} />
    </div>
  );
}

function SimState({ sim }: { sim: Sim }) {
  const { t } = useTranslation('lines');
  const { lang } = useRoute();
  const blocked = sim.status === 'blocked';
  return (
    <section className="account-section" aria-labelledby="sim-state">
      <h2 id="sim-state">{t('sim.stateTitle')}</h2>
      <dl className="account-facts">
        <div>
          <dt>{t('sim.number')}</dt>
          <dd>{formatPhone(sim.msisdn)}</dd>
        </div>
        <div>
          <dt>{t(sim.isEsim ? 'sim.esim' : 'sim.card')}</dt>
          <dd>{t('sim.iccid', { digits: sim.iccidEnd })}</dd>
        </div>
        <div>
          <dt>{t('sim.status')}</dt>
          <dd className={blocked ? 'sim-card__blocked' : 'sim-card__active'}>
            {blocked
              ? t('sim.blockedSince', {
                  reason: t(`sim.reasons.${sim.blockReason ?? 'lost'}`),
                  date: sim.blockedAt ? formatDateTime(sim.blockedAt, lang) : '',
                })
              : t('sim.active')}
          </dd>
        </div>
      </dl>
      {blocked ? <p>{t('sim.blockedMeans')}</p> : null}
    </section>
  );
}

function BlockSection({ sim, onBlocked, onSuccess }: { sim: Sim; onBlocked: (sim: Sim) => void; onSuccess: (text: string) => void }) {
  const { t } = useTranslation('lines');
  const services = useServices();
  const [reason, setReason] = useState<Reason>('lost');
  const [asking, setAsking] = useState(false);
  const number = formatPhone(sim.msisdn);
  const block = async () => {
    try {
      const blocked = await unwrap(services.api.POST('/sim/block', { body: { reason } }));
      setAsking(false);
      onBlocked(blocked);
      onSuccess(t('sim.blocked', { number }));
    } catch (error) {
      setAsking(false);
      services.fail(error);
      // Blocked meanwhile (another tab, the call centre): show the SIM as it is.
      if (error instanceof ApiError && exceptionKey(error.body) === 'SimAlreadyBlockedException') {
        const fresh = await unwrap(services.api.GET('/sim')).catch(() => undefined);
        if (fresh) onBlocked(fresh);
      }
    }
  };
  return (
    <section className="account-section" aria-labelledby="sim-block">
      <h2 id="sim-block">{t('sim.blockTitle')}</h2>
      <p>{t('sim.blockText')}</p>
      <fieldset className="sim-card__reasons">
        <legend>{t('sim.reasonLabel')}</legend>
        {(['lost', 'stolen'] as const).map((one) => (
          <label key={one} className="sim-card__reason">
            <input type="radio" name="sim-block-reason" value={one} checked={reason === one} onChange={() => setReason(one)} />
            {t(`sim.reasonChoices.${one}`)}
          </label>
        ))}
      </fieldset>
      <button type="button" className="button" onClick={() => setAsking(true)}>
        {t('sim.block')}
      </button>
      {asking ? (
        <ConfirmModal
          title={t('sim.confirmTitle', { number })}
          confirmLabel={t('sim.confirm')}
          onConfirm={block}
          onClose={() => setAsking(false)}
        >
          <p>{t('sim.confirmText')}</p>
          <ul className="account-list">
            <li>{t('sim.stopsCalls')}</li>
            <li>{t('sim.stopsTopUps')}</li>
            <li>{t('sim.keeps')}</li>
          </ul>
        </ConfirmModal>
      ) : null}
    </section>
  );
}

interface UnblockProps {
  form: SimCardData['unblockForm'];
  onUnblocked: (sim: Sim) => void;
  onSuccess: (text: string) => void;
}

function UnblockSection({ form, onUnblocked, onSuccess }: UnblockProps) {
  const { t } = useTranslation('lines');
  const services = useServices();
  const submit = async (values: SpecFormData): Promise<RefusedFields | undefined> => {
    try {
      const sim = await unwrap(services.api.POST('/sim/unblock', { body: { puk: String(values.puk) } }));
      onUnblocked(sim);
      onSuccess(t('sim.unblocked', { number: formatPhone(sim.msisdn) }));
    } catch (error) {
      services.fail(error);
      if (error instanceof ApiError && exceptionKey(error.body) === 'InvalidPukException') return { puk: 'lines:PukWrong' };
    }
    return undefined;
  };
  return (
    <section className="account-section" aria-labelledby="sim-unblock">
      <h2 id="sim-unblock">{t('sim.unblockTitle')}</h2>
      <p>{t('sim.unblockText')}</p>
      <SpecForm form={form} onSubmit={submit} />
    </section>
  );
}
