import type { CampaignDefinition } from '@generated/campaigns';
import { campaignFiles, loadCampaignFile } from '@/shared/campaign-files/definitions';
import type { RouteKey } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { loadChunk } from '@/shared/routing/chunk';

/*
 * The campaign files' definitions, each loaded by the pages that need it (its own pages, the refill
 * result for the prize game) and kept: a page's loader loads its campaign's, its render reads it here.
 * A page that is not a campaign's loads none, and a campaign's page loads no other campaign's.
 */

const loaded = new Map<string, CampaignDefinition>();
const loading = new Map<string, Promise<CampaignDefinition | undefined>>();

/** A campaign's definition by its name (as the API spells it), loaded once; undefined when no file has it. */
export function loadCampaign(name: string): Promise<CampaignDefinition | undefined> {
  const key = name.toLowerCase();
  let found = loading.get(key);
  if (!found) {
    found = loadChunk(() => loadCampaignFile(name)).then((campaign) => {
      if (campaign) loaded.set(key, campaign);
      return campaign;
    });
    // A failed load (offline) is tried again by the next page that asks.
    found.catch(() => loading.delete(key));
    loading.set(key, found);
  }
  return found;
}

/** The campaign a route belongs to (its record's `campaign`), loaded; undefined for a route of no campaign. */
export async function loadRouteCampaign(key: RouteKey): Promise<CampaignDefinition | undefined> {
  const name = routes[key]?.campaign;
  return name ? loadCampaign(name) : undefined;
}

/** A campaign already loaded (by its page's loader), for its render. */
export const loadedCampaign = (name: string): CampaignDefinition | undefined => loaded.get(name.toLowerCase());

/** The route's campaign, already loaded. */
export const loadedRouteCampaign = (key: RouteKey): CampaignDefinition | undefined => {
  const name = routes[key]?.campaign;
  return name ? loadedCampaign(name) : undefined;
};

/** Every campaign file's definition: for Node tools and tests, which look at them all. */
export const loadAllCampaigns = (): Promise<CampaignDefinition[]> =>
  Promise.all(campaignFiles.map((file) => loadCampaign(file))).then((all) => all.filter((c): c is CampaignDefinition => !!c));
