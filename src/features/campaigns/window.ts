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

/**
 * Whether a data page is open now. The file's window decides; the API's record of the campaign
 * (GET /campaign/active, campaign seed §3, §5) can close it early, never open it beyond its file:
 * - now outside the API's activeFrom..activeTo (the backend not running it yet, or any more): not
 *   started or ended (a date that does not parse changes nothing);
 * - Inactive closes every page; ActiveTransactionOnly closes the pages that take new participants
 *   (landing and form) while results stay readable.
 * The pages keep showing the file's dates: the API's only say whether the backend takes part now.
 */
export function pageWindow(window: CampaignWindow, kind: PageKind, api: ApiCampaign | undefined, now = new Date()): CampaignWindow {
  if (window !== 'active' || !api) return window;
  if (now.getTime() < Date.parse(api.activeFrom)) return 'upcoming';
  if (now.getTime() > Date.parse(api.activeTo)) return 'ended';
  if (api.status === CampaignStatus.Inactive) return 'ended';
  if (api.status === CampaignStatus.ActiveTransactionOnly && (kind === 'landing' || kind === 'form')) return 'ended';
  return 'active';
}

/** The rules page stays readable after the end (participants may need it); nothing before the start. */
export function isReadableWhenClosed(kind: PageKind, window: CampaignWindow): boolean {
  return kind === 'rules' && window === 'ended';
}
