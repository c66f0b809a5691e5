import { campaignWindow, runningPeriod, type CampaignWindow } from '@/shared/campaigns/availability';
import { loadRouteCampaign } from '@/shared/campaigns/definitions';
import { routes } from '@/shared/routing/route-table';
import { now } from '@/shared/clock';
import type { ScreenModule } from '@/shared/routing/screen';
import type { CampaignScreenWindow } from './campaign-screen';
import { preloadClosedPage } from './pages/LazyClosedPage';

const windowAtBuild = (key: Parameters<NonNullable<ScreenModule['prerender']>['screen']>[0]): CampaignWindow | undefined => {
  // Its route record has the file's dates: deciding needs no campaign's definition.
  const record = routes[key];
  return record?.activeFrom && record.activeTo
    ? campaignWindow({ activeFrom: record.activeFrom, activeTo: record.activeTo }, undefined, now())
    : undefined;
};

/**
 * A campaign screen of its own (a game, an order) is prerendered whole when its file alone says what a
 * visitor sees at its bare address, by the file's own dates when the site is built:
 * - once they are over, its ended page (nothing reopens it: the API only narrows the file's dates);
 * - while they run, `visitor`: the screen's data for someone not logged in, with no transaction in the
 *   address (asked to log in or top up), from the files alone.
 * The live page's loader still decides by the visitor's clock, the API and the session before the page
 * hydrates: a page that differs all the same (a logged-in customer's, the API ending the campaign early)
 * renders afresh. One not yet started is prerendered with its heading and lead: what shows is decided live.
 */
export function prerenderedForVisitors(visitor?: (window: CampaignScreenWindow) => unknown): NonNullable<ScreenModule['prerender']> {
  return {
    screen(key) {
      const window = windowAtBuild(key);
      return window === 'ended' || (window === 'active' && !!visitor);
    },
    async data(args) {
      const campaign = (await loadRouteCampaign(args.route.key))!;
      const window = windowAtBuild(args.route.key)!;
      const screen: CampaignScreenWindow = { campaign, period: runningPeriod(campaign, undefined), window };
      if (window === 'active' && visitor) return visitor(screen);
      await preloadClosedPage(); // rendered at once, not its loading fallback
      return screen;
    },
  };
}

/** A campaign screen whose visitors' page needs the API (the summer items): prerendered whole once ended only. */
export const prerenderedOnceEnded = prerenderedForVisitors();
