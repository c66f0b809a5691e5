import { useLoaderData } from 'react-router';
import type { ScreenLoaderArgs, ScreenModule } from '@/shared/routing/screen';
import { BannerLocation, InformationBanners } from '@/shared/banners';
import { RouteHeading } from '@/shared/routing/RouteHeading';
import { DiscountList } from '../DiscountList';
import { loadHome, type HomeData } from '../home-data';
import { QuickLinks } from '../QuickLinks';
import { SlideCarousel } from '../SlideCarousel';
import '../home.css';

/** Texts beyond the base namespaces: its own and the campaign banners' (the banners' kinds are common texts). */
export const namespaces = ['home', 'campaigns'] as const;

/** Core §2 Home: public, so it loads no form code (its chunk stays small). */
export function loader({ services }: ScreenLoaderArgs): Promise<HomeData> {
  return loadHome(services);
}

/**
 * Prerendered with its slides and discounts (the same for every visitor; the build fails without them,
 * where the live page goes on without one); the banners depend on the visitor and the hour, and come once
 * it is live, after the page's own content, so they push nothing already painted.
 */
export const prerender: ScreenModule['prerender'] = {
  screen: () => true,
  baked: true,
  data: ({ services }) => loadHome(services, { baked: true }),
};

export default function Home() {
  const { slides, discounts, banners } = useLoaderData() as HomeData;
  return (
    <div className="home">
      <RouteHeading />
      <SlideCarousel slides={slides} />
      <QuickLinks />
      <DiscountList discounts={discounts} />
      {banners ? <InformationBanners banners={banners} location={BannerLocation.Home} /> : null}
    </div>
  );
}
