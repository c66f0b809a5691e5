import type { CampaignRoutes } from '../../../generated/routes';
import { inFileOrder, partsOnDisk } from './on-disk';

/** Every campaign file's routes, by file: src/shared/routing/campaign-routes.ts adds them to the route table. */
export const campaignRoutes: readonly [string, CampaignRoutes][] = inFileOrder(
  import.meta.env
    ? import.meta.glob<CampaignRoutes>(['./campaigns/*.routes.ts', '!./campaigns/*.*.routes.ts'], {
        base: '../../../generated/',
        eager: true,
        import: 'default',
      })
    : partsOnDisk<CampaignRoutes>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.routes\.ts$/),
);
