import { useTranslation } from 'react-i18next';
import { href } from '@/shared/routing/paths';
import { Link } from 'react-router';
import { formatDate } from '@/shared/format/format';
import { useRoute } from '@/shared/routing/screen';
import { DiscountCard } from '@/shared/ui/DiscountCard';
import type { Discount } from './home-data';

/** The discounts chosen for Home (GET /corporate/discounts?home=true), with a link to all of them. */
export function DiscountList({ discounts }: { discounts: readonly Discount[] }) {
  const { t } = useTranslation('common');
  const { lang } = useRoute();
  if (discounts.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-discounts">
      <h2 id="home-discounts">{t('home:discounts.title')}</h2>
      <ul className="discounts">
        {discounts.map((discount) => (
          <DiscountCard
            key={discount.id}
            discount={discount}
            validity={discount.validTo ? t('home:discounts.validTo', { date: formatDate(discount.validTo, lang) }) : null}
            more={t('home:discounts.more', { title: discount.title })}
          />
        ))}
      </ul>
      <Link className="button button--secondary" to={href('Discounts', {}, lang)}>
        {t('home:discounts.all')}
      </Link>
    </section>
  );
}
