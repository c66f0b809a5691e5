import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { loadConfirmation, type ConfirmationData } from '../confirmation-data';
import { OrderForm } from '../OrderForm';
import { OrderResult } from '../OrderResult';
import { PlanSummary } from '../PlanSummary';
import { routeSubject } from '../order-subject';
import '../plans.css';

/** Texts beyond the base namespaces: the payment method labels. */
export const namespaces = ['plans', 'enums'] as const;

/**
 * Core §2 order confirmations (plan, value-added service, plan order; login required): the chosen
 * plan (`?planId=`), the payment choice and confirm; back from the payment gateway, its result.
 */
export function loader({ request, services }: ScreenLoaderArgs): Promise<ConfirmationData> {
  return loadConfirmation(services, new URL(request.url).searchParams);
}

export default function OrderConfirmation() {
  const data = useLoaderData() as ConfirmationData;
  const { key, lang } = useRoute();
  const { t } = useTranslation('routes');
  return (
    <div className="order">
      <h1>{t(`${key}.title`, { lng: lang })}</h1>
      {data.plan ? <PlanSummary plan={data.plan} subject={routeSubject(key)} /> : null}
      {data.kind === 'result' ? (
        <OrderResult outcome={data.status === 'success' ? 'paid' : 'failure'} orderId={data.orderId} retryPlanId={data.retry} />
      ) : (
        <OrderForm key={data.plan.id} data={data} />
      )}
    </div>
  );
}
