import { optionalData } from '@/shared/api/optional-data';
import { preloadable } from '@/shared/ui/preloadable';
import type { CampaignKindRenderer } from '../kinds';
import type { CampaignDraw, CampaignWinner } from './draw-data';

/**
 * Prize-draw campaigns (kind draw: the summer game). Its rules page adds the past winners (readable
 * after the end, like the rules); its result page (`:status` won or lost, ?drawId) adds the prize of
 * the customer's draw. Buying, the items and the draw itself are screens (SummerPurchase, SummerItems,
 * SummerDraw).
 */
export const drawRenderer: CampaignKindRenderer = {
  async load({ services, page, campaign, request }) {
    if (page.kind !== 'rules' && page.kind !== 'result') return undefined;
    // Its own chunk: only a draw campaign's rules and results need it.
    const { loadDraws, loadWinners } = await import('./draw-data');
    if (page.kind === 'rules')
      return { winners: await optionalData(services, loadWinners(services, campaign.name), [] as CampaignWinner[]) };
    const drawId = new URL(request.url).searchParams.get('drawId');
    if (!drawId || !services.session.getSnapshot().isLoggedIn) return undefined;
    const draws = await optionalData(services, loadDraws(services, campaign.name), [] as CampaignDraw[]);
    const draw = draws.find((candidate) => candidate.drawId === drawId && candidate.status === 'drawn');
    return draw ? { draw } : undefined;
  },
  parts: {
    rules: preloadable(() => import('./Winners')),
    result: preloadable(() => import('./DrawPrize')),
  },
};
