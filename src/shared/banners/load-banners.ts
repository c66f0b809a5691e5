import { unwrap } from '@/shared/api/client';
import { orElse } from '@/shared/api/optional-data';
import type { Services } from '@/shared/services';
import type { ApiBanner } from './banner-rules';

/**
 * GET /feature-management/information-banners. Campaign seed §8: a failed banner load is silent, the
 * page shows without them (401, 403 and 503 still send the user on: the API client acts on those).
 */
export function loadBanners(services: Services): Promise<ApiBanner[]> {
  return orElse(unwrap(services.api.GET('/feature-management/information-banners')), []);
}
