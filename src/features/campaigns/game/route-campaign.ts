import { campaignOfRoute, campaigns, type CampaignDefinition } from '@generated/campaigns';
import type { RouteKey } from '@generated/routes';

/** The campaign a screen's route belongs to (a route of its file); not found when it has none. */
export function routeCampaign(key: RouteKey): CampaignDefinition {
  const name = campaignOfRoute[key];
  const campaign = name ? campaigns[name] : undefined;
  if (!campaign) throw new Response(null, { status: 404 });
  return campaign;
}
