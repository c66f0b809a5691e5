import { isRedirectingFailure } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import type { ApiBanner } from './banner-rules';

/**
 * GET /feature-management/information-banners. Campaign seed §8: a failed banner load is silent,
 * the page shows without them; but 401, 403 and 503 are rethrown like every other call's (core §8:
 * Login, the site root, the maintenance page), not hidden behind a page without banners.
 */
export async function loadBanners(services: Services): Promise<ApiBanner[]> {
  try {
    return await unwrap(services.api.GET('/feature-management/information-banners'));
  } catch (error) {
    if (isRedirectingFailure(error)) throw error;
    return [];
  }
}
