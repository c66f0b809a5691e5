import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { href } from '@/shared/routing/paths';
import { useRoute } from '@/shared/routing/screen';
import { confirmationHref } from './order-api';
import { routeSubject, subjectKey, type ConfirmationRoute } from './order-subject';

interface OrderResultProps {
  /** completed: paid at once; paid: approved at the gateway; failure: declined at the gateway. */
  outcome: 'completed' | 'paid' | 'failure';
  orderId: string | null;
  /** The plan to try again with after a failed payment. */
  retryPlanId?: number | null;
}

/** The outcome of an order; its heading takes focus so screen readers announce it. */
export function OrderResult({ outcome, orderId, retryPlanId }: OrderResultProps) {
  const { t } = useTranslation('common');
  const { key, lang } = useRoute();
  const subject = routeSubject(key);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const texts = outcome === 'completed' ? 'success' : outcome;
  return (
    <section
      className={`order-result order-result--${outcome === 'failure' ? 'failure' : 'success'}`}
      role="status"
      aria-labelledby="order-result-title"
    >
      <h2 id="order-result-title" ref={heading} tabIndex={-1}>
        {t(subjectKey(subject, `${texts}.title`))}
      </h2>
      <p>{t(subjectKey(subject, `${texts}.text`))}</p>
      {orderId ? <p>{t('plans:confirmation.orderNumber', { orderId })}</p> : null}
      <p className="order-result__links">
        {outcome === 'failure' && retryPlanId ? (
          <Link className="button" to={confirmationHref(retryPlanId, lang, key as ConfirmationRoute)}>
            {t('plans:confirmation.failure.retry')}
          </Link>
        ) : null}
        {outcome !== 'failure' ? (
          <Link className="button" to={href('Dashboard', {}, lang)}>
            {t('plans:confirmation.toDashboard')}
          </Link>
        ) : null}
        <Link className="button button--secondary" to={href('Plans', {}, lang)}>
          {t('plans:confirmation.backToPlans')}
        </Link>
      </p>
    </section>
  );
}
