import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import { loadBanners, type BannerData } from '@/shared/banners';
import { currentDiscounts } from '@/shared/campaigns/discount-period';
import { now } from '@/shared/clock';

export type Slide = components['schemas']['Slide'];
export type Discount = components['schemas']['Discount'];

export interface HomeData {
  slides: Slide[];
  discounts: Discount[];
  /** null on the page as built: the banners come once it is live. */
  banners: BannerData | null;
}

const byPriority = <T extends { priority: number }>(list: T[]) => [...list].sort((a, b) => a.priority - b.priority);

/**
 * Slides, the home discounts (GET /corporate/discounts?home=true) and banners, in parallel. The
 * editorial blocks are extras: if one fails, the page shows without it and the error popup says so.
 * `baked`: the build's data (Home's prerender): no banners (the visitor's and the hour's), and a failed
 * block fails the build instead of leaving the built page without it.
 */
export async function loadHome(services: Services, { baked = false } = {}): Promise<HomeData> {
  const { api } = services;
  const block = <T>(call: Promise<T>, fallback: T) => (baked ? call : optionalData(services, call, fallback));
  const [slides, discounts, banners] = await Promise.all([
    block(unwrap(api.GET('/elements/slides')), []),
    block(unwrap(api.GET('/corporate/discounts', { params: { query: { home: true } } })), []),
    baked ? null : loadBanners(services),
  ]);
  return { slides: byPriority(slides), discounts: byPriority(await currentDiscounts(discounts, now())), banners };
}
