import type { CampaignDefinition } from '../../../generated/campaigns';
import type { RouteKey } from '../../../generated/routes';
import { inFileOrder, partsOnDisk } from './on-disk';

const definitions = inFileOrder(
  import.meta.env
    ? import.meta.glob<CampaignDefinition>(['./campaigns/*.campaign.ts', '!./campaigns/*.*.campaign.ts'], {
        base: '../../../generated/',
        eager: true,
        import: 'default',
      })
    : partsOnDisk<CampaignDefinition>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.campaign\.ts$/),
);

/**
 * One entry per file in spec/campaigns/, by name: the sandbox's and Node tools' (the app loads each with
 * its pages: ./definitions.ts).
 */
export const campaigns: Record<string, CampaignDefinition> = Object.fromEntries(definitions.map(([, c]) => [c.name, c]));

/** The campaign each campaign route belongs to. */
export const campaignOfRoute: Partial<Record<RouteKey, string>> = Object.fromEntries(
  Object.values(campaigns).flatMap((c) => c.routes.map((key) => [key, c.name])),
);
