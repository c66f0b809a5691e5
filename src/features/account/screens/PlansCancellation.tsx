import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import type { components } from '@generated/api/schema';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { useRoute } from '@/shared/routing/screen';
import { useServices } from '@/shared/services';
import { ConfirmModal } from '../common/ConfirmModal';
import { settle } from '../common/load';
import { SuccessModal } from '../common/SuccessModal';
import { Unavailable } from '../common/Unavailable';
import '../account.css';

type Subscription = components['schemas']['Subscription'];

export const namespaces = ['account'] as const;

interface PlansCancellationData {
  subscriptions: Subscription[] | null;
}

export async function loader({ services }: ScreenLoaderArgs): Promise<PlansCancellationData> {
  const [subscriptions] = await settle<[Subscription[]]>(services, [unwrap(services.api.GET('/price-plan/subscriptions'))]);
  return { subscriptions };
}

/**
 * Plan cancellation (core §2 /pagrindinis/planu-atsisakymas): the plans and services the number has, each with
 * its price and renewal; cancelling one asks first, naming the day it stops (the end of the period paid for).
 */
export default function PlansCancellation() {
  const data = useLoaderData() as PlansCancellationData;
  const { lang } = useRoute();
  const { t } = useTranslation(['routes', 'account']);
  const services = useServices();
  const [subscriptions, setSubscriptions] = useState(data.subscriptions);
  const [asking, setAsking] = useState<Subscription | null>(null);
  const [success, setSuccess] = useState<string | null>(null);

  const cancel = async (subscription: Subscription) => {
    try {
      const updated = await unwrap(
        services.api.POST('/price-plan/subscriptions/{planId}/cancellation', { params: { path: { planId: subscription.planId } } }),
      );
      setSubscriptions((list) => list?.map((s) => (s.planId === updated.planId ? updated : s)) ?? null);
      setAsking(null);
      setSuccess(
        t('account:cancellation.done', {
          name: updated.name,
          date: formatDate(updated.cancellation?.effectiveDate ?? updated.effectiveDate, lang),
        }),
      );
    } catch (error) {
      setAsking(null);
      services.fail(error);
    }
  };

  const group = (kind: Subscription['kind']) => {
    const items = subscriptions?.filter((s) => s.kind === kind) ?? [];
    return (
      <section className="account-section" aria-labelledby={`cancellation-${kind}`}>
        <h2 id={`cancellation-${kind}`}>{t(kind === 'plan' ? 'account:cancellation.plans' : 'account:cancellation.services')}</h2>
        {items.length === 0 ? (
          <p className="account-empty">{t(kind === 'plan' ? 'account:cancellation.noPlans' : 'account:cancellation.noServices')}</p>
        ) : (
          <ul className="account-subscriptions">
            {items.map((s) => (
              <li key={s.planId} className="account-subscription">
                <h3>{s.name}</h3>
                <p className="account-hint">{s.description}</p>
                <p>
                  {t('account:cancellation.price', { price: formatPrice(s.price, lang) })}
                  {' · '}
                  {s.renewsOn && !s.cancellation
                    ? t('account:cancellation.renews', { date: formatDate(s.renewsOn, lang) })
                    : t('account:cancellation.since', { date: formatDate(s.activeSince, lang) })}
                </p>
                {s.cancellation ? (
                  <p className="account-notice account-notice--warning">
                    {t('account:cancellation.cancelled', { date: formatDate(s.cancellation.effectiveDate, lang) })}
                  </p>
                ) : s.cancellable ? (
                  <button type="button" className="button button--secondary" onClick={() => setAsking(s)}>
                    {t('account:cancellation.cancel')} <span className="visually-hidden">{s.name}</span>
                  </button>
                ) : (
                  <p className="account-hint">{t('account:cancellation.notCancellable')}</p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  };

  return (
    <div className="account cancellation">
      <h1>{t('routes:PlansCancellation.title')}</h1>
      <p className="account-lead">{t('routes:PlansCancellation.description')}</p>
      {subscriptions ? (
        <>
          {group('plan')}
          {group('service')}
          <p>
            <Link className="link-target" to={href('Plans', {}, lang)}>
              {t('account:cancellation.browsePlans')}
            </Link>
          </p>
        </>
      ) : (
        <Unavailable />
      )}
      {asking ? (
        <ConfirmModal
          title={t('account:cancellation.confirmTitle', { name: asking.name })}
          confirmLabel={t('account:cancellation.confirm')}
          onConfirm={() => cancel(asking)}
          onClose={() => setAsking(null)}
        >
          <p>{t('account:cancellation.confirmText', { date: formatDate(asking.effectiveDate, lang) })}</p>
        </ConfirmModal>
      ) : null}
      <SuccessModal text={success} onClose={() => setSuccess(null)} />
    </div>
  );
}
