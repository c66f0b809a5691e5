import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ApiError, exceptionKey } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format';
import { SpecForm, type RefusedFields, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { ConfirmModal } from '../common/ConfirmModal';
import { SuccessModal } from '../common/SuccessModal';
import { Unavailable } from '../common/Unavailable';
import {
  loadPortOut,
  portingDateCheck,
  type PortOut as PortOutState,
  type PortOutData,
  type PortOutRequest,
} from '../port-out/port-out-data';
import '../account.css';

export const namespaces = ['account', 'forms', 'validation'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<PortOutData> {
  return loadPortOut(services);
}

/**
 * Port-out (core §2 /pagrindinis/numerio-perkelimas): what moving the number to another operator means, the
 * port-out code the new operator asks for, and the request with its date (which can be withdrawn until the
 * new operator accepts it).
 */
export default function PortOut() {
  const data = useLoaderData() as PortOutData;
  const { t } = useTranslation(['routes', 'account']);
  const [state, setState] = useState<PortOutState | null>(data.state);
  const [success, setSuccess] = useState<string | null>(null);
  return (
    <div className="account port-out">
      <h1>{t('routes:PortOut.title')}</h1>
      <p className="account-lead">{t('routes:PortOut.description')}</p>
      <section className="account-section" aria-labelledby="port-out-about">
        <h2 id="port-out-about">{t('account:portOut.aboutTitle')}</h2>
        <p>{t('account:portOut.about')}</p>
        <ul className="account-list">
          <li>{t('account:portOut.aboutNumber')}</li>
          <li>{t('account:portOut.aboutBalance')}</li>
          <li>{t('account:portOut.aboutTime')}</li>
          <li>{t('account:portOut.aboutSteps')}</li>
        </ul>
      </section>
      {state ? (
        <>
          <CodeSection state={state} onChange={setState} />
          <RequestSection state={state} form={data.form} onChange={setState} onSuccess={setSuccess} />
        </>
      ) : (
        <Unavailable />
      )}
      <SuccessModal text={success} onClose={() => setSuccess(null)} />
    </div>
  );
}

function CodeSection({ state, onChange }: { state: PortOutState; onChange: (state: PortOutState) => void }) {
  const { t } = useTranslation('account');
  const { lang } = useRoute();
  const services = useServices();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const issue = async () => {
    setBusy(true);
    setSaid('');
    try {
      const code = await unwrap(services.api.POST('/port-out/code'));
      onChange({ ...state, code });
      setSaid(t('portOut.codeSent', { code: code.code }));
    } catch (error) {
      services.fail(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="account-section" aria-labelledby="port-out-code">
      <h2 id="port-out-code">{t('portOut.codeTitle')}</h2>
      <p>{t('portOut.codeText')}</p>
      {state.code ? (
        <dl className="account-facts">
          <div>
            <dt>{t('portOut.code')}</dt>
            <dd className="account-code">{state.code.code}</dd>
          </div>
          <div>
            <dt>{t('portOut.validUntil')}</dt>
            <dd>{formatDate(state.code.validUntil, lang)}</dd>
          </div>
        </dl>
      ) : (
        <p className="account-empty">{t('portOut.noCode')}</p>
      )}
      <button type="button" className="button button--secondary" onClick={() => void issue()} disabled={busy}>
        {t(state.code ? 'portOut.newCode' : 'portOut.getCode')}
      </button>
      <p role="status" className="account-status">
        {said}
      </p>
    </section>
  );
}

interface RequestSectionProps {
  state: PortOutState;
  form: PortOutData['form'];
  onChange: (state: PortOutState) => void;
  onSuccess: (text: string) => void;
}

function RequestSection({ state, form, onChange, onSuccess }: RequestSectionProps) {
  const { t } = useTranslation(['account', 'forms']);
  const { lang } = useRoute();
  const services = useServices();
  const [withdrawing, setWithdrawing] = useState(false);
  const validate = useMemo(() => portingDateCheck(), []);
  const submit = async (values: SpecFormData): Promise<RefusedFields | undefined> => {
    const body = {
      recipientOperator: values.recipientOperator as PortOutRequest['recipientOperator'],
      portingDate: String(values.portingDate),
      agreement: true as const,
    };
    try {
      const request = await unwrap(services.api.POST('/port-out/request', { body }));
      onChange({ ...state, request });
      onSuccess(t('account:portOut.submitted', { date: formatDate(request.portingDate, lang) }));
    } catch (error) {
      services.fail(error); // the API's text in the error popup (core §8)
      const key = error instanceof ApiError ? exceptionKey(error.body) : undefined;
      // A date the API refuses is also said at the date field, which gets focus once the popup is closed.
      if (key === 'InvalidPortingDateException') return { portingDate: 'PortingDateRange' };
      // A request made elsewhere meanwhile (another tab, the call centre): show it, with its withdrawal.
      if (key === 'PortOutRequestExistsException') {
        const fresh = await unwrap(services.api.GET('/port-out')).catch(() => undefined);
        if (fresh) onChange(fresh);
      }
    }
    return undefined;
  };
  const withdraw = async () => {
    try {
      await unwrap(services.api.DELETE('/port-out/request'));
      onChange({ ...state, request: null });
      setWithdrawing(false);
      onSuccess(t('account:portOut.withdrawn'));
    } catch (error) {
      setWithdrawing(false);
      services.fail(error);
    }
  };
  const { request } = state;
  return (
    <section className="account-section" aria-labelledby="port-out-request">
      <h2 id="port-out-request">{t('account:portOut.requestTitle')}</h2>
      {request ? (
        <>
          <dl className="account-facts">
            <div>
              <dt>{t('account:portOut.status')}</dt>
              <dd>{t(`account:portOut.statuses.${request.status}`)}</dd>
            </div>
            <div>
              <dt>{t('account:portOut.operator')}</dt>
              <dd>{t(`forms:port-out-request.recipientOperator.options.${request.recipientOperator}`)}</dd>
            </div>
            <div>
              <dt>{t('account:portOut.date')}</dt>
              <dd>{formatDate(request.portingDate, lang)}</dd>
            </div>
          </dl>
          {request.status === 'submitted' ? (
            <button type="button" className="button button--secondary" onClick={() => setWithdrawing(true)}>
              {t('account:portOut.withdraw')}
            </button>
          ) : null}
        </>
      ) : (
        <>
          <p>{t('account:portOut.requestText')}</p>
          <SpecForm form={form} validate={validate} onSubmit={submit} />
        </>
      )}
      {withdrawing ? (
        <ConfirmModal
          title={t('account:portOut.withdrawTitle')}
          confirmLabel={t('account:portOut.withdrawConfirm')}
          onConfirm={withdraw}
          onClose={() => setWithdrawing(false)}
        >
          <p>{t('account:portOut.withdrawText')}</p>
        </ConfirmModal>
      ) : null}
    </section>
  );
}
