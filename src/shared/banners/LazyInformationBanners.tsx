import { Suspense } from 'react';
import { lazyPart } from '@/shared/ui/lazy-part';
import type { InformationBannersProps } from './InformationBanners';

const Loaded = lazyPart<InformationBannersProps>(() => import('./InformationBanners').then((m) => ({ default: m.InformationBanners })));
// Requested as soon as a page with banners is loading (this module comes with its screen), in parallel
// with the screen's data: the banners are that data, so they never paint before both have arrived.
Loaded.preload();

/**
 * The information banners (campaign seed §3, §4, §7) with their rules, memory, modal and campaign
 * texts: a chunk of their own, so the pages that show them (Home, Plans, Refill, Dashboard) do not
 * wait for that code before their first render. If it cannot be fetched the page goes on without them.
 */
export function InformationBanners(props: InformationBannersProps) {
  return (
    <Suspense fallback={null}>
      <Loaded {...props} />
    </Suspense>
  );
}
