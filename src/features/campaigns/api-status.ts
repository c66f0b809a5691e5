import { CampaignName } from '@generated/enums';
import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

/** What the API says of a campaign it runs (GET /campaign/active, campaign seed §5 "Campaign"). */
export type ApiCampaign = Pick<components['schemas']['Campaign'], 'status' | 'activeFrom' | 'activeTo'>;

const apiNames = new Set<string>(Object.values(CampaignName));
/** An optional call gets this long; after it the file's window alone decides (the page never waits for it). */
const STATUS_WAIT_MS = 1500;

/** The API's record of a campaign it knows (GET /campaign/active); undefined when unknown, slow or failing. */
export async function apiStatus(services: Services, name: string): Promise<ApiCampaign | undefined> {
  if (!apiNames.has(name)) return undefined;
  const call = unwrap(services.api.GET('/campaign/active')).then(
    (list) => list.find((c) => c.name === name),
    () => undefined,
  );
  return Promise.race([call, new Promise<undefined>((resolve) => setTimeout(resolve, STATUS_WAIT_MS))]);
}
