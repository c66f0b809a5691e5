import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import type { ApiBanner } from './banner-rules';

/**
 * GET /feature-management/information-banners. Campaign seed §8: a failed banner load is silent,
 * the page shows without them.
 */
export async function loadBanners(services: Services): Promise<ApiBanner[]> {
  try {
    return await unwrap(services.api.GET('/feature-management/information-banners'));
  } catch {
    return [];
  }
}
