import { preloadClosedPage } from './pages/LazyClosedPage';
import type { CampaignDefinition } from '@generated/campaigns';
import { loadRouteCampaign } from '@/shared/campaigns/definitions';
import type { ScreenLoaderArgs } from '@/shared/routing/screen';
import { apiStatus } from '@/shared/campaigns/api-status';
import { campaignWindow, runningPeriod, type CampaignWindow, type Period } from '@/shared/campaigns/availability';
import { now } from '@/shared/clock';

/** What every campaign screen of its own (EarphonesCampaign, SummerDraw, ...) starts from. */
export interface CampaignScreenWindow {
  campaign: CampaignDefinition;
  /** 'active', or why the screen shows the campaign's "not started" / "ended" page instead. */
  window: CampaignWindow;
  /** The dates it runs by (the file's, narrowed by the API's), which the closed page names. */
  period: Period;
}

/**
 * The window of the campaign a screen's route belongs to, checked at run time like the data pages'
 * (the file's activeFrom/activeTo, then the API's dates and status). `newParticipants`: the screen lets someone join
 * (buy, sign up), so ActiveTransactionOnly closes it; a screen that finishes an earlier transaction stays open.
 */
export async function campaignScreenWindow(
  args: ScreenLoaderArgs,
  { newParticipants }: { newParticipants: boolean },
): Promise<CampaignScreenWindow> {
  const campaign = await loadRouteCampaign(args.route.key);
  if (!campaign) throw new Response(null, { status: 404 });
  const api = await apiStatus(args.services, campaign.name);
  const period = runningPeriod(campaign, api);
  const window = campaignWindow(campaign, api, now(), newParticipants ? 'newcomers' : 'participants');
  // Closed: the closed page's code comes with the answer (LazyClosedPage), so it renders at once; an open
  // campaign's visit never fetches it.
  if (window !== 'active') await preloadClosedPage();
  return { campaign, period, window };
}

/**
 * A campaign screen's loader: the window first; the screen's own data only while the campaign is open
 * (a closed campaign calls nothing else, so an ended game never asks for draws it would refuse).
 */
export async function loadCampaignScreen<T>(
  args: ScreenLoaderArgs,
  options: { newParticipants: boolean },
  load: (campaign: CampaignDefinition) => Promise<T>,
): Promise<CampaignScreenWindow & { data?: T }> {
  const window = await campaignScreenWindow(args, options);
  if (window.window !== 'active') return window;
  return { ...window, data: await load(window.campaign) };
}
