import type { CampaignBanners } from '../../../generated/campaign-banners';
import { inFileOrder, partsOnDisk } from './on-disk';

/** The banners of every campaign file, with the window they show in; texts: namespace campaigns, <name>.banners.<id>. */
export const campaignBanners: readonly CampaignBanners[] = inFileOrder(
  import.meta.env
    ? import.meta.glob<CampaignBanners>(['./campaigns/*.banners.ts', '!./campaigns/*.*.banners.ts'], {
        base: '../../../generated/',
        eager: true,
        import: 'default',
      })
    : partsOnDisk<CampaignBanners>(import.meta.url, '../../../generated/campaigns/', /^[^.]+\.banners\.ts$/),
).map(([, part]) => part);
