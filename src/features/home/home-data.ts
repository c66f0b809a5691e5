import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { loadBanners, type BannerData } from '@/shared/banners';

export type Slide = components['schemas']['Slide'];
export type Discount = components['schemas']['Discount'];

export interface HomeData {
  slides: Slide[];
  discounts: Discount[];
  /** null on the page as built: the banners come once it is live. */
  banners: BannerData | null;
}

export const byPriority = <T extends { priority: number }>(list: T[]) => [...list].sort((a, b) => a.priority - b.priority);

/**
 * Slides, the home discounts (GET /corporate/discounts?home=true) and banners, in parallel. The
 * editorial blocks are extras: if one fails, the page shows without it and the error popup says so.
 */
export async function loadHome(services: Services): Promise<HomeData> {
  const { api } = services;
  const [slides, discounts, banners] = await Promise.all([
    optionalData(services, unwrap(api.GET('/elements/slides')), []),
    optionalData(services, unwrap(api.GET('/corporate/discounts', { params: { query: { home: true } } })), []),
    loadBanners(services),
  ]);
  return { slides: byPriority(slides), discounts: byPriority(discounts), banners };
}
