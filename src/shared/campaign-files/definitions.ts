import type { CampaignDefinition } from '../../../generated/campaigns';
import { loadersOnDisk, partName } from './on-disk';

const definitions = import.meta.env
  ? import.meta.glob<{ default: CampaignDefinition }>(['./campaigns/*.campaign.ts', '!./campaigns/*.*.campaign.ts'], {
      base: '../../../generated/',
    })
  : loadersOnDisk<{ default: CampaignDefinition }>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.campaign\.ts$/);

/**
 * A campaign file's definition (generated/campaigns/<file>.campaign.ts), each its own chunk: a campaign's
 * pages load their campaign's alone (src/shared/campaigns/definitions.ts keeps what was loaded).
 * Undefined for a name no file has; the file is named after the campaign in lower case (codegen checks it).
 */
export function loadCampaignFile(name: string): Promise<CampaignDefinition | undefined> {
  const load = definitions[`./campaigns/${name.toLowerCase()}.campaign.ts`];
  return load ? load().then((m) => m.default) : Promise.resolve(undefined);
}

/** Every campaign file's name (lower case): what Node tools and tests load them all by. */
export const campaignFiles: readonly string[] = Object.keys(definitions).map(partName).sort();
