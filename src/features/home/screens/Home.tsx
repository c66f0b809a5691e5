import { useLoaderData } from 'react-router-dom';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
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

export default function Home() {
  const { slides, discounts, banners } = useLoaderData() as HomeData;
  return (
    <div className="home">
      <RouteHeading />
      <InformationBanners banners={banners} location={BannerLocation.Home} />
      <SlideCarousel slides={slides} />
      <QuickLinks />
      <DiscountList discounts={discounts} />
    </div>
  );
}
