import { BannerLocation, InformationBannerType } from '@generated/enums';
import type { components } from '@generated/api/schema';

export type ApiBanner = components['schemas']['InformationBanner'];

/** A banner to show: one from GET /feature-management/information-banners or an active campaign's. */
export type Banner = ApiBanner;

export interface BannerContext {
  location: BannerLocation;
  isLoggedIn: boolean;
  /** Ids the user closed in this session (campaign seed §4: remembered for the session). */
  closed: ReadonlySet<string>;
  /** Once-per-session ids already shown in this session. */
  shown: ReadonlySet<string>;
}

/** A page shows at most this many inline banners at once; the rest wait behind a "show more" button. */
export const INLINE_AT_ONCE = 2;

export interface BannerSelection {
  /** Info, Warning and Error banners, shown together in the page. */
  inline: Banner[];
  /** Modal banners, shown one at a time in this order. */
  modals: Banner[];
}

/**
 * Whether a banner may show here now (campaign seed §4, §6): at this location, not closed, not a
 * logged-in-only banner for an anonymous visitor, not a once-per-session banner already shown.
 */
export function isBannerVisible(banner: Banner, context: BannerContext): boolean {
  if (!banner.locations.includes(context.location)) return false;
  if (context.closed.has(banner.id)) return false;
  if (banner.showOnlyToLoggedInUsers && !context.isLoggedIn) return false;
  if (banner.showOncePerSession && context.shown.has(banner.id)) return false;
  return true;
}

/** Lower priority first (the API's convention); equal priorities keep the order they came in. */
export function byPriority(banners: readonly Banner[]): Banner[] {
  return banners
    .map((banner, index) => ({ banner, index }))
    .sort((a, b) => a.banner.priority - b.banner.priority || a.index - b.index)
    .map(({ banner }) => banner);
}

/** The banners of a location, split into inline ones and the modal queue; duplicates by id dropped. */
export function selectBanners(banners: readonly Banner[], context: BannerContext): BannerSelection {
  const seen = new Set<string>();
  const visible = byPriority(banners).filter((banner) => {
    if (seen.has(banner.id)) return false;
    seen.add(banner.id);
    return isBannerVisible(banner, context);
  });
  return {
    inline: visible.filter((banner) => banner.typeId !== InformationBannerType.Modal),
    modals: visible.filter((banner) => banner.typeId === InformationBannerType.Modal),
  };
}

/** The one modal to show now: the first of the queue the user has not closed. */
export function currentModal(modals: readonly Banner[], closed: ReadonlySet<string>): Banner | undefined {
  return modals.find((banner) => !closed.has(banner.id));
}

/** Once-per-session banners that are on screen, to remember as shown. */
export function onceShown(displayed: readonly (Banner | undefined)[]): string[] {
  return displayed.filter((banner): banner is Banner => !!banner?.showOncePerSession).map((banner) => banner.id);
}

export { BannerLocation };
