import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/shared/format/format';
import { formatPrice } from '@/shared/format/numbers';
import { useRoute } from '@/shared/routing/screen';
import type { KindPartProps } from '../kinds';
import type { DiscountOffer } from './discount-data';

/** The discounted plan of a discount campaign: name, price (the usual one crossed out), allowances, validity. */
export default function DiscountPlan({ data }: Pick<KindPartProps, 'data'>) {
  const { t } = useTranslation('campaign-ui');
  const { lang } = useRoute();
  const id = useId();
  const offer = data?.offer as DiscountOffer | undefined;
  if (!offer?.plan) return null;
  const { plan } = offer;
  return (
    <section className="campaign-offer" aria-labelledby={id}>
      <h2 id={id}>{t('discount.title', { plan: plan.name })}</h2>
      <p className="campaign-offer__price">
        <span>{t('discount.price', { price: formatPrice(plan.price, lang) })}</span>
        {plan.oldPrice !== null ? (
          <>
            {' '}
            <del>{t('discount.oldPrice', { price: formatPrice(plan.oldPrice, lang) })}</del>
          </>
        ) : null}
      </p>
      {plan.description ? <p>{plan.description}</p> : null}
      {plan.benefits.length ? (
        <ul className="campaign-offer__benefits">
          {plan.benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
      ) : null}
      {offer.validFrom && offer.validTo ? (
        <p className="campaign-offer__validity">
          {t('discount.validity', { from: formatDate(offer.validFrom, lang), to: formatDate(offer.validTo, lang) })}
        </p>
      ) : null}
    </section>
  );
}
