import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { ApiError, exceptionKey } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { SpecForm, type RefusedFields, type SpecFormData } from '@/shared/forms';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { Unavailable } from '../common/Unavailable';
import { loadUsageAlerts, type UsageAlerts as Alerts, type UsageAlertsData } from '../lines/lines-data';
import '../account.css';

export const namespaces = ['lines', 'validation'] as const;

export function loader({ services }: ScreenLoaderArgs): Promise<UsageAlertsData> {
  return loadUsageAlerts(services);
}

/** The alerts as the form starts them: the saved ones, or the login's e-mail address to start from. */
function formData(alerts: Alerts): SpecFormData {
  return {
    customerType: alerts.spendingNear === null ? 'prepaid' : 'postpaid',
    dataAt80: alerts.dataAt80,
    dataAt100: alerts.dataAt100,
    spendingNear: alerts.spendingNear ?? false,
    channel: alerts.channel,
    email: alerts.email ?? '',
  };
}

/**
 * Usage alerts (issue 51): an SMS or an e-mail when 80 % and 100 % of the data is used and, for postpaid, when the
 * spending limit is near. The form validates as the others do; what the API refuses shows at its field, and what
 * was typed stays.
 */
export default function UsageAlerts() {
  const data = useLoaderData() as UsageAlertsData;
  const { t } = useTranslation(['routes', 'lines']);
  const services = useServices();
  const [alerts, setAlerts] = useState(data.alerts);
  const [said, setSaid] = useState('');
  const postpaid = alerts?.spendingNear !== null;
  const submit = async (values: SpecFormData): Promise<RefusedFields | undefined> => {
    setSaid('');
    const channel = values.channel === 'email' ? ('email' as const) : ('sms' as const);
    const body = {
      dataAt80: values.dataAt80 === true,
      dataAt100: values.dataAt100 === true,
      spendingNear: postpaid && values.spendingNear === true,
      channel,
      email: channel === 'email' ? String(values.email) : (alerts?.email ?? null),
    };
    try {
      const saved = await unwrap(services.api.PUT('/usage/alerts', { body }));
      setAlerts(saved);
      const any = saved.dataAt80 || saved.dataAt100 || saved.spendingNear === true;
      setSaid(any ? t(`lines:alerts.saved.${saved.channel}`, { email: saved.email ?? '' }) : t('lines:alerts.savedNone'));
    } catch (error) {
      services.fail(error);
      const key = error instanceof ApiError ? exceptionKey(error.body) : undefined;
      if (key === 'InvalidEmailException' || key === 'EmailMissingException') return { email: 'EmailFormat' };
    }
    return undefined;
  };
  return (
    <div className="account usage-alerts">
      <h1>{t('routes:UsageAlerts.title')}</h1>
      <p className="account-lead">{t('routes:UsageAlerts.description')}</p>
      {alerts ? (
        <section className="account-section" aria-labelledby="alerts-form">
          <h2 id="alerts-form">{t('lines:alerts.title')}</h2>
          <p>{t('lines:alerts.text')}</p>
          <SpecForm form={data.form} initialData={formData(alerts)} onSubmit={submit} />
          <p role="status" className="account-status">
            {said}
          </p>
        </section>
      ) : (
        <Unavailable ns="lines" />
      )}
    </div>
  );
}
