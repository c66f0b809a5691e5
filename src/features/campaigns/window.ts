import type { CampaignDefinition, PageKind } from '@generated/campaigns';
import { CampaignStatus } from '@generated/enums';

/** Where now is against a campaign's active window (core §9: active when now is between activeFrom and activeTo). */
export type CampaignWindow = 'upcoming' | 'active' | 'ended';

export function campaignWindow(campaign: Pick<CampaignDefinition, 'activeFrom' | 'activeTo'>, now: Date): CampaignWindow {
  const time = now.getTime();
  if (time < Date.parse(campaign.activeFrom)) return 'upcoming';
  return time > Date.parse(campaign.activeTo) ? 'ended' : 'active';
}

/**
 * Whether a data page is open now. The file's window decides; the API's status (GET /campaign/active,
 * campaign seed §3) can close a campaign early: Inactive closes every page, ActiveTransactionOnly
 * closes the pages that take new participants (landing and form) while results stay readable.
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
