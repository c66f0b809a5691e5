import type { CampaignDefinition } from '@generated/campaigns';
import { loadRouteCampaign } from '@/shared/campaigns/definitions';
import type { RouteKey } from '@generated/routes';

/** The campaign a screen's route belongs to (a route of its file); not found when it has none. */
export async function routeCampaign(key: RouteKey): Promise<CampaignDefinition> {
  const campaign = await loadRouteCampaign(key);
  if (!campaign) throw new Response(null, { status: 404 });
  return campaign;
}
