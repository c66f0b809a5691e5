import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { optionalData } from '@/shared/api/optional-data';
import { preloadable } from '@/shared/ui/preloadable';
import type { CampaignKindRenderer } from '../kinds';

export type ItemPrize = components['schemas']['ItemPurchasePrize'];

/**
 * Purchase campaigns (kind purchase: the earphones, the item-purchase plan). Their landing adds the
 * items on offer with their campaign price (GET /airpod/prizes); the purchases themselves are screens
 * (EarphonesCampaign, ItemPurchase). Results are data pages at the file's step.
 */
export const purchaseRenderer: CampaignKindRenderer = {
  async load({ services, page }) {
    if (page.kind !== 'landing') return undefined;
    return { prizes: await optionalData(services, unwrap(services.api.GET('/airpod/prizes')), [] as ItemPrize[]) };
  },
  parts: {
    landing: preloadable(() => import('./PrizeList')),
  },
};
