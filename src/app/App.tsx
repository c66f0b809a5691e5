import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { bannerBehaviours } from '@/features/campaigns/banner-behaviours';
import { BannerBehavioursProvider } from '@/shared/banners/banner-behaviour';
import { ServicesProvider, type Services } from '@/shared/services';
import type { AppRouter } from './router/create-router';
import { reportRouteError } from './route-errors';

/** `onHydrated` runs once the first render is committed (for a prerendered page: hydrated). */
export function App({ services, router, onHydrated }: { services: Services; router: AppRouter; onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <I18nextProvider i18n={services.i18n}>
      <ServicesProvider services={services}>
        {/* Campaign banners whose visibility or modal needs code (the consent campaign's), from the campaigns feature. */}
        <BannerBehavioursProvider value={bannerBehaviours}>
          <RouterProvider router={router} onError={reportRouteError} />
        </BannerBehavioursProvider>
      </ServicesProvider>
    </I18nextProvider>
  );
}
