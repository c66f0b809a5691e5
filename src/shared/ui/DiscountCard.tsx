import type { components } from '@generated/api/schema';
import { SafeLink } from '@/shared/banners/SafeLink';
import './discount-card.css';

export type Discount = components['schemas']['Discount'];

/**
 * One discount (GET /corporate/discounts) as Home's selection and the Discounts page show it: picture,
 * badge, title, text, validity and the link to the offer. The texts around it are the page's.
 */
export function DiscountCard({ discount, validity, more }: { discount: Discount; validity: string | null; more: string }) {
  return (
    <li className="discount">
      <img className="discount__image" src={discount.imageUrl} alt="" />
      {discount.label ? <span className="discount__label">{discount.label}</span> : null}
      <h3 className="discount__title">{discount.title}</h3>
      <p>{discount.description}</p>
      {validity ? <p className="discount__valid">{validity}</p> : null}
      <SafeLink url={discount.url} className="discount__link">
        {more}
      </SafeLink>
    </li>
  );
}
