/** Information banners (campaign seed §3, §4, §7), on Home, Plans, Refill and the Dashboard. */
export { InformationBanners } from './LazyInformationBanners';
export { loadBanners, type BannerData } from './load-banners';
export { BannerLocation } from '@generated/enums';
export type { ApiBanner } from './banner-rules';
