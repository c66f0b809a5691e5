import type { CampaignDefinition, CampaignKind, CampaignPage, PageKind } from '@generated/campaigns';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import type { Preloadable } from '@/shared/ui/preloadable';

/** What a kind's loader may return: data for its extra parts, or a redirect (e.g. a used transaction). */
export type KindData = { redirect?: string } & Record<string, unknown>;

export interface KindLoadArgs extends ScreenLoaderArgs {
  campaign: CampaignDefinition;
  page: CampaignPage;
}

export interface KindPartProps {
  campaign: CampaignDefinition;
  page: CampaignPage;
  data: KindData | undefined;
}

/**
 * What a campaign kind adds to the pages its file describes. Data pages (landing, rules, form,
 * result) are drawn from the file alone; a kind may load more for them and draw a part after the
 * page's own content, and may say which step the user is at. The games themselves (dice, wheel) are
 * screens of their own, named by their routes' `screen:`.
 */
export interface CampaignKindRenderer {
  /** Fetched with the page's other data (in the loader), e.g. the subscriber's transactions. */
  load?(args: KindLoadArgs): Promise<KindData | undefined>;
  /** Drawn after the page's content, per page kind; its code comes with the page's data (no shift). */
  parts?: Partial<Record<PageKind, Preloadable<KindPartProps>>>;
  /**
   * What the kind's part shows from the campaign's files alone (a visitor not logged in, nothing asked
   * of the API): a page prerendered whole draws its part with it at build time and on hydration, then
   * with the loaded data. A kind without it draws its part only once the page is live.
   */
  fromFiles?(page: CampaignPage): KindData | undefined;
  /**
   * What `load` asks is the same for every visitor (public API data, nothing of the session or the
   * clock: the discount plan and its price): a page prerendered whole is built with it, asked of the API
   * at build time, and hydrates with what its loader asked again before hydration (a price changed since
   * the build renders afresh). Its part may then stand above the page's sections: nothing moves.
   */
  publicData?: boolean;
  /** The step the user is at, when the kind knows better than the page (e.g. after a refill). */
  step?(data: KindData | undefined, page: CampaignPage): string | undefined;
}

/** Data pages only: everything comes from the campaign file. */
const fromFile: CampaignKindRenderer = {};

/**
 * One renderer per kind of spec/campaigns/*.yaml: a kind added to the campaign schema does not
 * type-check until it has an entry here. Each is its own chunk: a page loads only its campaign's kind.
 */
const registry = {
  landing: async () => fromFile,
  discount: () => import('./discount/discount-kind').then((m) => m.discountRenderer),
  // The consent campaign has no pages: its modal's behaviour is in banner-behaviours.ts.
  consent: async () => fromFile,
  purchase: () => import('./purchase/purchase-kind').then((m) => m.purchaseRenderer),
  draw: () => import('./draw/draw-kind').then((m) => m.drawRenderer),
  dice: () => import('./dice/dice-kind').then((m) => m.diceRenderer),
  wheel: () => import('./wheel/wheel-kind').then((m) => m.wheelRenderer),
} satisfies Record<CampaignKind, () => Promise<CampaignKindRenderer>>;

const loaded = new Map<CampaignKind, CampaignKindRenderer>();

/** A kind's renderer, loaded by the page's loader (loadKindRenderer) before the page renders. */
export async function loadKindRenderer(kind: CampaignKind): Promise<CampaignKindRenderer> {
  const renderer = await registry[kind]();
  loaded.set(kind, renderer);
  return renderer;
}

/** The renderer loadKindRenderer brought; a kind not loaded yet draws from its file alone. */
export const kindRenderer = (kind: CampaignKind): CampaignKindRenderer => loaded.get(kind) ?? fromFile;
