import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import { plansData } from '../structured-data';
import { BannerLocation, InformationBanners, loadBanners, type BannerData } from '@/shared/banners';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { loadPlans } from '../order-api';
import { PlanCard } from '../PlanCard';
import { groupPlans, type PlanSection } from '../plan-sections';
import '../plans.css';

interface PlansData {
  sections: PlanSection[];
  /** None in the page baked at build time: banners depend on the visitor and the hour (they come once live). */
  banners: BannerData | null;
}

/** Texts beyond the base namespaces: campaign banners' texts and the enum labels (banner types, sections). */
export const namespaces = ['plans', 'campaigns', 'enums'] as const;

/** Core §2 Plans (public, no form code): the orderable plans by display section, and plan banners. */
export async function loader({ services }: ScreenLoaderArgs): Promise<PlansData> {
  const [plans, banners] = await Promise.all([loadPlans(services), loadBanners(services)]);
  return { sections: groupPlans(plans), banners };
}

/** The page is prerendered with the plans (the same for every visitor); its banners come once it is live. */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  data: async ({ services }): Promise<PlansData> => ({ sections: groupPlans(await loadPlans(services)), banners: null }),
  structuredData: (page: PlansData, { lang }) => plansData(page.sections, lang),
};

export default function Plans() {
  const { sections, banners } = useLoaderData() as PlansData;
  const { t } = useTranslation(['common', 'enums']);
  return (
    <div className="plans">
      <RouteHeading />
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
      {/* After the plans: they are painted from the page's HTML, and the notices, which come once the page
          is live (they depend on the visitor and the hour), must not push them down. */}
      {banners ? <InformationBanners banners={banners} location={BannerLocation.Plans} /> : null}
    </div>
  );
}
