import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router-dom';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { BannerLocation, InformationBanners, loadBanners, type BannerData } from '@/shared/banners';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { loadPlans } from '../order-api';
import { PlanCard } from '../PlanCard';
import { groupPlans, type PlanSection } from '../plan-sections';
import '../plans.css';

interface PlansData {
  sections: PlanSection[];
  banners: BannerData;
}

/** Texts beyond the base namespaces: campaign banners' texts and the enum labels (banner types, sections). */
export const namespaces = ['plans', 'campaigns', 'enums'] as const;

/** Core §2 Plans (public, no form code): the orderable plans by display section, and plan banners. */
export async function loader({ services }: ScreenLoaderArgs): Promise<PlansData> {
  const [plans, banners] = await Promise.all([loadPlans(services), loadBanners(services)]);
  return { sections: groupPlans(plans), banners };
}

export default function Plans() {
  const { sections, banners } = useLoaderData() as PlansData;
  const { t } = useTranslation(['common', 'enums']);
  return (
    <div className="plans">
      <RouteHeading />
      <InformationBanners banners={banners} location={BannerLocation.Plans} />
      {sections.length === 0 ? <p>{t('plans:empty')}</p> : null}
      {sections.map(({ section, name, plans }) => (
        <section key={section} className="plans-section" aria-labelledby={`plans-section-${section}`}>
          <h2 id={`plans-section-${section}`}>{t(`enums:PricePlanDisplaySection.${name}`)}</h2>
          <ul className="plans-list">
            {plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
