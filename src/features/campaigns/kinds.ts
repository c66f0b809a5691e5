import type { ComponentType, LazyExoticComponent } from 'react';
import type { CampaignDefinition, CampaignKind, CampaignPage, PageKind } from '@generated/campaigns';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { diceRenderer } from './dice/dice-kind';
import { discountRenderer } from './discount/discount-kind';
import { drawRenderer } from './draw/draw-kind';
import { purchaseRenderer } from './purchase/purchase-kind';
import { wheelRenderer } from './wheel/wheel-kind';

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
  /** Drawn after the page's content, per page kind. */
  parts?: Partial<Record<PageKind, LazyExoticComponent<ComponentType<KindPartProps>>>>;
  /** The step the user is at, when the kind knows better than the page (e.g. after a refill). */
  step?(data: KindData | undefined, page: CampaignPage): string | undefined;
}

/** Data pages only: everything comes from the campaign file. */
const fromFile: CampaignKindRenderer = {};

/**
 * One renderer per kind of spec/campaigns/*.yaml: a kind added to the campaign schema does not
 * type-check until it has an entry here.
 */
const registry = {
  landing: fromFile,
  discount: discountRenderer,
  // The consent campaign has no pages: its modal's behaviour is in banner-behaviours.ts.
  consent: fromFile,
  purchase: purchaseRenderer,
  draw: drawRenderer,
  dice: diceRenderer,
  wheel: wheelRenderer,
} satisfies Record<CampaignKind, CampaignKindRenderer>;

export const kindRenderers: Readonly<Record<CampaignKind, CampaignKindRenderer>> = registry;
