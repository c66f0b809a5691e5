import type { components } from '@generated/api/schema';
import { actionForStatus, ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { loadBanners, type ApiBanner } from '@/shared/banners';

export type Slide = components['schemas']['Slide'];
export type Discount = components['schemas']['Discount'];

export interface HomeData {
  slides: Slide[];
  discounts: Discount[];
  banners: ApiBanner[];
}

/**
 * Home's editorial blocks are extras: if one fails (other than the seeds' redirects: 503
 * maintenance, 401, 403), the page shows without it rather than failing as a whole.
 */
async function optional<T>(call: Promise<T[]>): Promise<T[]> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'http' && actionForStatus(error.status) !== 'popup') throw error;
    return [];
  }
}

const byPriority = <T extends { priority: number }>(list: T[]) => [...list].sort((a, b) => a.priority - b.priority);

/** Slides, the home discounts (GET /corporate/discounts?home=true) and banners, in parallel. */
export async function loadHome(services: Services): Promise<HomeData> {
  const { api } = services;
  const [slides, discounts, banners] = await Promise.all([
    optional(unwrap(api.GET('/elements/slides'))),
    optional(unwrap(api.GET('/corporate/discounts', { params: { query: { home: true } } }))),
    loadBanners(services),
  ]);
  return { slides: byPriority(slides), discounts: byPriority(discounts), banners };
}
