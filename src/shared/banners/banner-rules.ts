import { type BannerLocation, InformationBannerType } from '@generated/enums';
import type { components } from '@generated/api/schema';
import { notices } from '@generated/constants';

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

/** Whether a modal banner is for this visitor: yes, no (its check said so or failed), or not known yet. */
export type ModalReadiness = (banner: Banner) => boolean | undefined;

export interface ModalChoice {
  /** The modal that opens by itself now, if any. */
  popup?: Banner;
  /** The other modals for this visitor, in priority order: they wait among the notices, each opened on request. */
  waiting: Banner[];
}

/**
 * Which modal opens by itself (issue 37, spec/app.yaml `notices`): modals come one at a time in priority
 * order (campaign §4), and only `popupsPerVisit` of them open by themselves in a visit, the first by
 * priority. One that opened earlier in the visit (`popups`) may open again on another page until it is
 * closed; while a modal before it is not known to be for this visitor, none opens, so a quick one of
 * lower priority never takes the place of a slower one before it.
 */
export function chooseModals(
  modals: readonly Banner[],
  closed: ReadonlySet<string>,
  ready: ModalReadiness,
  popups: readonly string[],
): ModalChoice {
  const open = modals.filter((banner) => !closed.has(banner.id));
  const unknown = open.findIndex((banner) => ready(banner) === undefined);
  // Up to the first modal not known yet: what comes after it waits until it is known.
  const known = (unknown === -1 ? open : open.slice(0, unknown)).filter((banner) => ready(banner) === true);
  const popup = known.find((banner) => popups.includes(banner.id)) ?? (popups.length < notices.popupsPerVisit ? known[0] : undefined);
  return { ...(popup ? { popup } : {}), waiting: known.filter((banner) => banner !== popup) };
}

/** A notice on a page: an inline banner, or a modal that waits among them until the visitor opens it. */
export interface Notice {
  banner: Banner;
  modal: boolean;
}

export interface NoticeList {
  /** Inline banners and waiting modals, in one order by priority, as on every page. */
  notices: Notice[];
  /** How many of them stand before "show more" (spec/app.yaml `notices`): on a wide screen, and on a phone. */
  atOnce: { wide: number; phone: number };
}

/**
 * The notices of a place (issue 37), for the page and for `npm run campaigns` alike: the waiting modals
 * take their place among the inline banners by priority, and only the first few stand before the page's
 * content, fewer on a phone.
 */
export function listNotices(inline: readonly Banner[], waiting: readonly Banner[]): NoticeList {
  const waits = new Set(waiting);
  const list = byPriority([...inline, ...waiting]).map((banner) => ({ banner, modal: waits.has(banner) }));
  return {
    notices: list,
    atOnce: { wide: Math.min(list.length, notices.inlineAtOnce), phone: Math.min(list.length, notices.inlineAtOnceOnPhone) },
  };
}

/** Once-per-session banners that are on screen, to remember as shown. */
export function onceShown(displayed: readonly (Banner | undefined)[]): string[] {
  return displayed.filter((banner): banner is Banner => !!banner?.showOncePerSession).map((banner) => banner.id);
}
