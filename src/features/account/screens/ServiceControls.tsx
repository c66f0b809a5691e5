import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { unwrap } from '@/shared/api/client';
import { parseAmount } from '@/shared/format/amount';
import { formatNumber, formatPrice } from '@/shared/format/numbers';
import { SpecForm, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { UsageBar } from '@/shared/ui/UsageBar';
import { Unavailable } from '../common/Unavailable';
import {
  loadServiceControls,
  spendingLimitCheck,
  type ServiceControls as ServiceControlsType,
  type ServiceControlsData,
  type SpendingLimit,
} from '../lines/lines-data';
import { Switch } from '../settings/Switch';
import '../account.css';

export const namespaces = ['lines', 'validation'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<ServiceControlsData> {
  return loadServiceControls(services);
}

type SwitchId = 'roaming' | 'premiumBlock';

/**
 * Service switches (issue 51): roaming and the premium-rate number block, saved at once; a switch the API refuses
 * goes back to where it was and says so. For postpaid, the monthly spending limit with what is spent so far.
 */
export default function ServiceControls() {
  const data = useLoaderData() as ServiceControlsData;
  const { t } = useTranslation(['routes', 'lines']);
  const controls = data.controls;
  return (
    <div className="account service-controls">
      <h1>{t('routes:ServiceControls.title')}</h1>
      <p className="account-lead">{t('routes:ServiceControls.description')}</p>
      {controls ? (
        <>
          <Switches initial={controls.switches} />
          {controls.spendingLimit ? <LimitSection initial={controls.spendingLimit} form={data.limitForm} /> : null}
        </>
      ) : (
        <Unavailable ns="lines" />
      )}
    </div>
  );
}

function Switches({ initial }: { initial: ServiceControlsType['switches'] }) {
  const { t } = useTranslation('lines');
  const services = useServices();
  const [state, setState] = useState(() => new Map(initial.map((one) => [one.id as SwitchId, one.enabled])));
  const [busy, setBusy] = useState<SwitchId | null>(null);
  const [said, setSaid] = useState('');
  const toggle = async (id: SwitchId) => {
    const was = state.get(id) ?? false;
    setBusy(id);
    setSaid('');
    // Shown at once; put back if the API refuses.
    setState((current) => new Map(current).set(id, !was));
    try {
      const saved = await unwrap(
        services.api.PUT('/services/switches/{switchId}', { params: { path: { switchId: id } }, body: { enabled: !was } }),
      );
      setState((current) => new Map(current).set(id, saved.enabled));
      setSaid(t(`controls.${id}.${saved.enabled ? 'on' : 'off'}`));
    } catch (error) {
      setState((current) => new Map(current).set(id, was));
      setSaid(t('controls.notSaved', { name: t(`controls.${id}.label`) }));
      services.fail(error);
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className="account-section" aria-labelledby="controls-switches">
      <h2 id="controls-switches">{t('controls.switchesTitle')}</h2>
      {[...state.keys()].map((id) => (
        <Switch
          key={id}
          label={t(`controls.${id}.label`)}
          description={t(`controls.${id}.description`)}
          checked={state.get(id) ?? false}
          busy={busy === id}
          onToggle={() => void toggle(id)}
        />
      ))}
      <p role="status" className="account-status">
        {said}
      </p>
    </section>
  );
}

function LimitSection({ initial, form }: { initial: SpendingLimit; form: ServiceControlsData['limitForm'] }) {
  const { t } = useTranslation('lines');
  const { lang } = useRoute();
  const services = useServices();
  const [limit, setLimit] = useState(initial);
  const [said, setSaid] = useState('');
  const [removing, setRemoving] = useState(false);
  const validate = useMemo(() => spendingLimitCheck(limit), [limit]);
  const save = async (amount: number | null) => {
    setSaid('');
    try {
      const saved = await unwrap(services.api.PUT('/services/spending-limit', { body: { amount } }));
      setLimit(saved);
      setSaid(saved.amount === null ? t('controls.limit.removed') : t('controls.limit.saved', { amount: formatPrice(saved.amount, lang) }));
    } catch (error) {
      services.fail(error);
    }
  };
  const submit = async (values: SpecFormData) => save(parseAmount(String(values.amount)) ?? null);
  const remove = async () => {
    setRemoving(true);
    await save(null);
    setRemoving(false);
  };
  return (
    <section className="account-section" aria-labelledby="controls-limit">
      <h2 id="controls-limit">{t('controls.limit.title')}</h2>
      <p>{t('controls.limit.text')}</p>
      <dl className="account-facts">
        <div>
          <dt>{t('controls.limit.current')}</dt>
          <dd>{limit.amount === null ? t('controls.limit.none') : formatPrice(limit.amount, lang)}</dd>
        </div>
        <div>
          <dt>{t('controls.limit.spent')}</dt>
          <dd>{formatPrice(limit.spent, lang)}</dd>
        </div>
      </dl>
      {limit.amount ? (
        <UsageBar
          share={limit.spent / limit.amount}
          warnFrom={0.9}
          text={t('controls.limit.share', { spent: formatPrice(limit.spent, lang), limit: formatPrice(limit.amount, lang) })}
        />
      ) : null}
      <SpecForm
        key={limit.amount ?? 'none'}
        form={form}
        initialData={{ amount: limit.amount === null ? '' : formatNumber(limit.amount) }}
        validate={validate}
        onSubmit={submit}
      />
      {limit.amount !== null ? (
        <button type="button" className="button button--secondary" onClick={() => void remove()} aria-busy={removing || undefined}>
          {t('controls.limit.remove')}
        </button>
      ) : null}
      <p role="status" className="account-status">
        {said}
      </p>
    </section>
  );
}
