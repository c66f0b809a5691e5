import { optionalData } from '@/shared/api/optional-data';
import { preloadable } from '@/shared/ui/preloadable';
import type { CampaignKindRenderer, KindPartProps } from '../kinds';
import type { DiscountOffer } from './discount-data';

/**
 * Discount campaigns (kind discount: the ISIC discount). Its landing adds the discounted price plan
 * (the plan id from the config its file names) with its price and the offer's validity dates from the
 * configs; the order itself is a screen (IsicForm).
 */
export const discountRenderer: CampaignKindRenderer = {
  async load({ services, page, campaign }) {
    if (page.kind !== 'landing') return undefined;
    const none: DiscountOffer = { plan: undefined, planId: undefined, validFrom: undefined, validTo: undefined };
    // Its own chunk: only a discount campaign's landing needs it.
    const { discountSettings, loadDiscountOffer } = await import('./discount-data');
    return { offer: await optionalData(services, loadDiscountOffer(services, discountSettings(campaign.settings)), none) };
  },
  parts: {
    landing: preloadable<KindPartProps>(() => import('./DiscountPlan')),
  },
  // The plan and the offer's dates are configs and the public plan list: the landing is built with them.
  publicData: true,
};
