import type { BannerBehaviours } from '@/shared/banners/banner-behaviour';

/**
 * What the campaign kinds add to their banners (src/shared/banners/banner-behaviour.ts), by kind. The
 * app puts this into the banners' context; each entry is its own chunk, loaded only when a banner of
 * that kind is about to show, so pages with banners carry no campaign code.
 */
export const bannerBehaviours: BannerBehaviours = {
  // The consent campaign's modal: only while the customer's consents are not given; it asks for them.
  consent: () => import('./consent/consent-banner').then((module) => module.consentBanner),
};
