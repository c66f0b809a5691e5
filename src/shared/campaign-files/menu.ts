import type { CampaignMenuItem } from '../../../generated/campaign-menu';
import { inFileOrder, partsOnDisk } from './on-disk';

/** Side navigation items of campaign files (`menu:`), in file order. */
export const campaignMenu: readonly CampaignMenuItem[] = inFileOrder(
  import.meta.env
    ? import.meta.glob<readonly CampaignMenuItem[]>(['./campaigns/*.menu.ts', '!./campaigns/*.*.menu.ts'], {
        base: '../../../generated/',
        eager: true,
        import: 'default',
      })
    : partsOnDisk<readonly CampaignMenuItem[]>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.menu\.ts$/),
).flatMap(([, items]) => items);
