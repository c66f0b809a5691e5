import { CampaignName } from '@generated/enums';
import { unwrap } from '@/shared/api/client';
import { memoized } from '@/shared/api/memo';
import type { Services } from '@/shared/services';
import type { ApiCampaign } from './availability';

const apiNames = new Set<string>(Object.values(CampaignName));
/** An optional call gets this long; after it the file's window alone decides (nothing waits for it longer). */
const STATUS_WAIT_MS = 1500;

/**
 * The API's records of the campaigns it runs (GET /campaign/active), by name, asked once a minute per app
 * for every page, banner and menu item that needs them; empty when the call fails or is slow (the files'
 * windows alone decide then).
 */
export function apiCampaigns(services: Services): Promise<ReadonlyMap<string, ApiCampaign>> {
  const call = memoized(
    services,
    'campaign:active',
    60_000,
    async () => new Map((await unwrap(services.api.GET('/campaign/active'))).map((c) => [c.name, c])),
  );
  const none = new Map<string, ApiCampaign>();
  return Promise.race([call.catch(() => none), new Promise<typeof none>((resolve) => setTimeout(() => resolve(none), STATUS_WAIT_MS))]);
}

/** The API's record of one campaign it knows; undefined when it does not run it, or the call fails or is slow. */
export async function apiStatus(services: Services, name: string): Promise<ApiCampaign | undefined> {
  if (!apiNames.has(name)) return undefined;
  return (await apiCampaigns(services)).get(name);
}
