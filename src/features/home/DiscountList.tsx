import { useTranslation } from 'react-i18next';
import { href } from '@generated/routes';
import { Link } from 'react-router-dom';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import { SafeLink } from '@/shared/banners/SafeLink';
import type { Discount } from './home-data';

/** The discounts chosen for Home (GET /corporate/discounts?home=true), with a link to all of them. */
export function DiscountList({ discounts }: { discounts: readonly Discount[] }) {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  if (discounts.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-discounts">
      <h2 id="home-discounts">{t('home.discounts.title')}</h2>
      <ul className="discounts">
        {discounts.map((discount) => (
          <li key={discount.id} className="discount">
            <img className="discount__image" src={discount.imageUrl} alt="" />
            {discount.label ? <span className="discount__label">{discount.label}</span> : null}
            <h3 className="discount__title">{discount.title}</h3>
            <p>{discount.description}</p>
            {discount.validTo ? <p className="discount__valid">{t('home.discounts.validTo', { date: formatDate(discount.validTo, lang) })}</p> : null}
            <SafeLink url={discount.url} className="discount__link">
              {t('home.discounts.more', { title: discount.title })}
            </SafeLink>
          </li>
        ))}
      </ul>
      <Link className="button button--secondary" to={href('Discounts', {}, lang)}>{t('home.discounts.all')}</Link>
    </section>
  );
}
