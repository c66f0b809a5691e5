import { useTranslation } from 'react-i18next';
import { Link, useLoaderData } from 'react-router';
import { href } from '@/shared/routing/paths';
import { unwrap } from '@/shared/api/client';
import { formatPrice } from '@/shared/format/numbers';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { useRoute, type ScreenLoaderArgs, type ScreenModule } from '@/shared/routing/screen';
import { cheapestOffers, type CheapestOffers } from '../cheapest';
import '../offers.css';
// One tip opens a campaign's page (ISIC): its routes come with this screen.
import { campaignHref } from '@/shared/routing/campaign-routes';

/** The section names are the enum labels Plans shows. */
export const namespaces = ['offers', 'enums'] as const;

/** The cheapest offer, worked out from the plans on sale (GET /price-plan/v3/plans-channels); null when none qualifies. */
export async function loader({ services }: ScreenLoaderArgs): Promise<CheapestOffers | null> {
  const { plans } = await unwrap(services.api.GET('/price-plan/v3/plans-channels'));
  return cheapestOffers(plans) ?? null;
}

/** Prerendered with the offer worked out from the plans at build time: the same for every visitor. */
export const prerender: ScreenModule['prerender'] = { screen: () => true, baked: true, data: loader };

const TIPS = ['isic', 'autoRefill', 'esim'] as const;
const TIP_ROUTES = { isic: 'IsicLanding', autoRefill: 'Refill', esim: 'Esim' } as const;

export default function CheapestOffer() {
  const offers = useLoaderData() as CheapestOffers | null;
  const { lang } = useRoute();
  const { t } = useTranslation(['offers', 'enums']);
  const order = (planId: number) => href('PlanConfirmation', {}, lang, { planId: String(planId) });
  return (
    <div className="offers">
      <RouteHeading />
      {offers === null ? (
        <div className="offers__empty">
          <p>{t('offers:cheapest.none')}</p>
          <Link className="button button--secondary" to={href('Plans', {}, lang)}>
            {t('offers:cheapest.allPlans')}
          </Link>
        </div>
      ) : (
        <>
          <section className="offer-hero" aria-labelledby="cheapest-best">
            <p>{t('offers:cheapest.bestLabel')}</p>
            <h2 id="cheapest-best">{offers.best.name}</h2>
            <p className="offer-hero__price">{formatPrice(offers.best.price, lang)}</p>
            <p className="offer-hero__validity">{t('offers:cheapest.validity', { count: offers.best.validityDays ?? 0 })}</p>
            {offers.best.benefits.length > 0 ? (
              <ul aria-label={t('offers:cheapest.included')}>
                {offers.best.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            ) : null}
            <Link className="button" to={order(offers.best.id)} aria-label={t('offers:cheapest.orderPlan', { name: offers.best.name })}>
              {t('offers:cheapest.order')}
            </Link>
          </section>
          <section aria-labelledby="cheapest-by-need">
            <h2 id="cheapest-by-need">{t('offers:cheapest.byNeed')}</h2>
            <div className="offer-table" role="region" aria-labelledby="cheapest-caption" tabIndex={0}>
              <table>
                <caption id="cheapest-caption">{t('offers:cheapest.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('offers:cheapest.columns.need')}</th>
                    <th scope="col">{t('offers:cheapest.columns.plan')}</th>
                    <th scope="col">{t('offers:cheapest.columns.price')}</th>
                    <th scope="col">{t('offers:cheapest.columns.per30Days')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('offers:cheapest.columns.order')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {offers.bySection.map(({ name, plan }) => (
                    <tr key={name}>
                      <th scope="row">{t(`enums:PricePlanDisplaySection.${name}`)}</th>
                      <td>{plan.name}</td>
                      <td>{t('offers:cheapest.priceFor', { price: formatPrice(plan.price, lang), count: plan.validityDays ?? 0 })}</td>
                      <td>{formatPrice(plan.per30Days, lang)}</td>
                      <td>
                        <Link to={order(plan.id)} aria-label={t('offers:cheapest.orderPlan', { name: plan.name })}>
                          {t('offers:cheapest.order')}
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
      <section aria-labelledby="cheapest-tips">
        <h2 id="cheapest-tips">{t('offers:cheapest.tips.title')}</h2>
        <ul className="offer-cards">
          {TIPS.map((tip) => (
            <li key={tip} className="offer-card">
              <h3>{t(`offers:cheapest.tips.${tip}.title`)}</h3>
              <p>{t(`offers:cheapest.tips.${tip}.text`)}</p>
              <p>
                <Link className="link-target" to={campaignHref(TIP_ROUTES[tip], {}, lang)}>
                  {t(`offers:cheapest.tips.${tip}.link`)}
                </Link>
              </p>
            </li>
          ))}
        </ul>
      </section>
      <div className="offer-ctas">
        <p>{t('offers:cheapest.cta')}</p>
        <Link className="button" to={href('Plans', {}, lang)}>
          {t('offers:cheapest.allPlans')}
        </Link>
        <Link className="button button--secondary" to={href('Refill', {}, lang)}>
          {t('offers:cheapest.topUp')}
        </Link>
      </div>
    </div>
  );
}
