import { campaignOfRoute, campaigns } from '@generated/campaigns';
import { campaignWindow, runningPeriod } from '@/shared/campaigns/availability';
import { now } from '@/shared/clock';
import type { ScreenModule } from '@/shared/routing/screen';
import type { CampaignScreenWindow } from './campaign-screen';
import { preloadClosedPage } from './pages/LazyClosedPage';

/**
 * A campaign screen whose file's own dates are over when the site is built is prerendered whole: its
 * ended page, drawn from the file alone. Nothing reopens it (the API only narrows the file's dates), so the
 * live page, whose loader still decides by the visitor's clock and the API, is the same page (its code
 * hydrates once loaded: the page keeps the built HTML until then). One still running, or not yet started,
 * is prerendered with its heading and lead: what it shows is decided live.
 */
export const prerenderedOnceEnded: NonNullable<ScreenModule['prerender']> = {
  screen(key) {
    const name = campaignOfRoute[key];
    const campaign = name ? campaigns[name] : undefined;
    return !!campaign && campaignWindow(campaign, undefined, now()) === 'ended';
  },
  async data(args): Promise<CampaignScreenWindow> {
    const campaign = campaigns[campaignOfRoute[args.route.key]!]!;
    await preloadClosedPage(); // rendered at once, not its loading fallback
    return { campaign, period: runningPeriod(campaign, undefined), window: 'ended' };
  },
};
