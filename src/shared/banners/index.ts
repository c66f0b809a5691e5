/**
 * Information banners (campaign seed §3, §4, §7). Used by Home and Plans; the Dashboard and Refill
 * need the same, so this folder is meant to move to src/shared/banners (it imports only shared code).
 */
export { InformationBanners } from './InformationBanners';
export { loadBanners } from './load-banners';
export { BannerLocation } from './banner-rules';
export type { ApiBanner } from './banner-rules';
