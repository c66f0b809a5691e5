import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRoute } from '@/shared/routing/screen';
import { confirmationHref } from './order-api';
import { orderRoute, planSubject } from './order-subject';
import { PlanAllowances, PlanPrice, PlanValidity } from './PlanFacts';
import type { PricePlan } from './plan-sections';

/** One plan on the Plans page: name, badges, allowances, price and the order link. */
export function PlanCard({ plan }: { plan: PricePlan }) {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  return (
    <li className={`plan-card${plan.isRecommended ? ' plan-card--recommended' : ''}`}>
      <h3 className="plan-card__name">{plan.name}</h3>
      {plan.isRecommended || plan.isActive ? (
        <p className="plan-card__badges">
          {plan.isRecommended ? <span className="plan-badge">{t('plans:recommended')}</span> : null}
          {plan.isActive ? <span className="plan-badge plan-badge--current">{t('plans:current')}</span> : null}
        </p>
      ) : null}
      <p className="plan-card__description">{plan.description}</p>
      <PlanAllowances plan={plan} />
      <PlanValidity plan={plan} />
      <div className="plan-card__footer">
        <PlanPrice plan={plan} />
        <Link
          className="button"
          to={confirmationHref(plan.id, lang, orderRoute(plan))}
          aria-label={t(planSubject(plan) === 'service' ? 'plans:orderService' : 'plans:orderPlan', { name: plan.name })}
        >
          {t('plans:order')}
        </Link>
      </div>
    </li>
  );
}
