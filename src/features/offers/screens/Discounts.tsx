import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatDate } from '@/shared/format/format';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { DiscountCard, type Discount } from '@/shared/ui/DiscountCard';
import '../offers.css';
import { currentDiscounts } from '@/shared/campaigns/discount-period';
import { now } from '@/shared/clock';

export const namespaces = ['offers'] as const;

/** Core §2 Discounts (/akcijos): every current discount (GET /corporate/discounts), Home's and the rest. */
export async function loader({ services }: ScreenLoaderArgs): Promise<Discount[]> {
  const discounts = await unwrap(services.api.GET('/corporate/discounts'));
  return (await currentDiscounts(discounts, now())).sort((a, b) => a.priority - b.priority);
}

/** Prerendered with the discounts the API has at build time: the same for every visitor. */
export const prerender: ScreenModule['prerender'] = { screen: () => true, baked: true, data: loader };

export default function Discounts() {
  const discounts = useLoaderData() as Discount[];
  const { lang } = useRoute();
  const { t } = useTranslation('offers');
  return (
    <div className="offers">
      <RouteHeading />
      <section aria-labelledby="discounts-current">
        <h2 id="discounts-current">{t('offers:discounts.current', { count: discounts.length })}</h2>
        {discounts.length === 0 ? (
          <div className="offers__empty">
            <p>{t('offers:discounts.none')}</p>
            <Link className="button button--secondary" to={href('Plans', {}, lang)}>
              {t('offers:discounts.plans')}
            </Link>
          </div>
        ) : (
          <ul className="discount-grid">
            {discounts.map((discount) => (
              <DiscountCard
                key={discount.id}
                discount={discount}
                validity={
                  discount.validTo
                    ? t('offers:discounts.validTo', { date: formatDate(discount.validTo, lang) })
                    : t('offers:discounts.noEnd')
                }
                more={t('offers:discounts.more', { title: discount.title })}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
