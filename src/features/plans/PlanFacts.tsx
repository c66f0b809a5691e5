import { useTranslation } from 'react-i18next';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import type { PricePlan } from './plan-sections';

/** A plan's price (the crossed-out old price during a discount) in the page's language. */
export function PlanPrice({ plan }: { plan: PricePlan }) {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  return (
    <p className="plan-price">
      {plan.oldPrice !== null && plan.oldPrice > plan.price ? (
        <del className="plan-price__old">
          <span className="visually-hidden">{t('plans:oldPrice')}: </span>
          {formatPrice(plan.oldPrice, lang)}
        </del>
      ) : null}
      <span className="visually-hidden">{t('plans:price')}: </span>
      <strong className="plan-price__now">{formatPrice(plan.price, lang)}</strong>
    </p>
  );
}

/** How long the plan lasts: "Galioja 30 d." or "Neterminuotas". */
export function PlanValidity({ plan }: { plan: PricePlan }) {
  const { t } = useTranslation('common');
  return (
    <p className="plan-validity">{plan.validityDays === null ? t('plans:noExpiry') : t('plans:validity', { count: plan.validityDays })}</p>
  );
}

/** The plan's allowances (benefits), as a list. */
export function PlanAllowances({ plan }: { plan: PricePlan }) {
  const { t } = useTranslation('common');
  if (plan.benefits.length === 0) return null;
  return (
    <ul className="plan-allowances" aria-label={t('plans:included')}>
      {plan.benefits.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
  );
}
