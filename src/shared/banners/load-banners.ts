import { unwrap } from '@/shared/api/client';
import { orElse } from '@/shared/api/optional-data';
import { apiCampaigns } from '@/shared/campaigns/api-status';
import type { ApiCampaign } from '@/shared/campaigns/availability';
import type { Services } from '@/shared/services';
import type { ApiBanner } from './banner-rules';

/** What a location's banners are made of: the API's, and its records of the campaigns whose files add theirs. */
export interface BannerData {
  api: readonly ApiBanner[];
  campaigns: ReadonlyMap<string, ApiCampaign>;
}

/**
 * GET /feature-management/information-banners, and the API's records of its campaigns (GET /campaign/active),
 * so a campaign's banner shows exactly when its pages are open (src/shared/campaigns/availability.ts).
 * Campaign seed §8: a failed banner load is silent, the page shows without them (401, 403 and 503 still
 * send the user on: the API client acts on those).
 */
export async function loadBanners(services: Services): Promise<BannerData> {
  const [api, campaigns] = await Promise.all([
    orElse(unwrap(services.api.GET('/feature-management/information-banners')), []),
    apiCampaigns(services),
  ]);
  return { api, campaigns };
}
