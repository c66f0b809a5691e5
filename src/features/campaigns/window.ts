import type { CampaignDefinition, PageKind } from '@generated/campaigns';
import { CampaignStatus } from '@generated/enums';
import type { ApiCampaign } from './api-status';

/** Where now is against a campaign's active window (core §9: active when now is between activeFrom and activeTo). */
export type CampaignWindow = 'upcoming' | 'active' | 'ended';

export function campaignWindow(campaign: Pick<CampaignDefinition, 'activeFrom' | 'activeTo'>, now: Date): CampaignWindow {
  const time = now.getTime();
  if (time < Date.parse(campaign.activeFrom)) return 'upcoming';
  return time > Date.parse(campaign.activeTo) ? 'ended' : 'active';
}

/** The dates a campaign runs by. */
export type Period = Pick<CampaignDefinition, 'activeFrom' | 'activeTo'>;

/**
 * The file's dates narrowed by the API's record of the campaign (GET /campaign/active, campaign seed §5:
 * active when now is between activeFrom and activeTo): the backend can start it later or stop it earlier
 * than its file says, never run it beyond the file. A date the API gives that does not parse changes nothing.
 */
export function runningPeriod(file: Period, api: ApiCampaign | undefined): Period {
  if (!api) return { activeFrom: file.activeFrom, activeTo: file.activeTo };
  return {
    activeFrom: Date.parse(api.activeFrom) > Date.parse(file.activeFrom) ? api.activeFrom : file.activeFrom,
    activeTo: Date.parse(api.activeTo) < Date.parse(file.activeTo) ? api.activeTo : file.activeTo,
  };
}

/**
 * Whether a data page is open now: its window (by runningPeriod), then the API's status (campaign seed
 * §3): Inactive closes every page, ActiveTransactionOnly closes the pages that take new participants
 * (landing and form) while results stay readable.
 */
export function pageWindow(window: CampaignWindow, kind: PageKind, apiStatus: number | undefined): CampaignWindow {
  if (window !== 'active') return window;
  if (apiStatus === CampaignStatus.Inactive) return 'ended';
  if (apiStatus === CampaignStatus.ActiveTransactionOnly && (kind === 'landing' || kind === 'form')) return 'ended';
  return 'active';
}

/** The rules page stays readable after the end (participants may need it); nothing before the start. */
export function isReadableWhenClosed(kind: PageKind, window: CampaignWindow): boolean {
  return kind === 'rules' && window === 'ended';
}
