import { useTranslation } from 'react-i18next';
import { PlanAllowances, PlanPrice, PlanValidity } from './PlanFacts';
import type { PricePlan } from './plan-sections';
import { subjectKey, type OrderSubject } from './order-subject';

/** The chosen plan or service on the confirmation page. */
export function PlanSummary({ plan, subject }: { plan: PricePlan; subject: OrderSubject }) {
  const { t } = useTranslation('common');
  return (
    <section className="plan-summary" aria-labelledby="plan-summary-title">
      <h2 id="plan-summary-title" className="plan-summary__label">
        {t(subjectKey(subject, 'plan'))}
      </h2>
      <p className="plan-summary__name">{plan.name}</p>
      <p className="plan-card__description">{plan.description}</p>
      <PlanAllowances plan={plan} />
      <PlanValidity plan={plan} />
      <PlanPrice plan={plan} />
    </section>
  );
}
