import { CampaignStatus } from '@generated/enums';
import type { components } from '@generated/api/schema';

/**
 * Whether a campaign is open, the one answer for its pages, its banners, its side-navigation items and
 * sitemap.xml (issue 33): core §9 and campaign seed §3, §5 "active when now is between activeFrom and
 * activeTo", by the campaign file's dates narrowed by the API's record of it (GET /campaign/active), and
 * the API's status. Time is the one clock's (src/shared/clock.ts), never the device's own.
 */
export type CampaignWindow = 'upcoming' | 'active' | 'ended';

/** The dates a campaign runs by. */
export interface Period {
  activeFrom: string;
  activeTo: string;
}

/** What the API says of a campaign it runs (GET /campaign/active, campaign seed §5 "Campaign"). */
export type ApiCampaign = Pick<components['schemas']['Campaign'], 'status' | 'activeFrom' | 'activeTo'>;

/**
 * Who is asking: what invites new participants (a landing, a form, a banner) closes when the API runs the
 * campaign for its transactions only (ActiveTransactionOnly); what serves those who took part (a result,
 * the rules, the points page) stays open then.
 */
export type Audience = 'newcomers' | 'participants';

/**
 * The file's dates narrowed by the API's: the backend can start a campaign later or stop it earlier than
 * its file says, never run it beyond the file. A date the API gives that does not parse changes nothing.
 */
export function runningPeriod(file: Period, api: ApiCampaign | undefined): Period {
  if (!api) return { activeFrom: file.activeFrom, activeTo: file.activeTo };
  return {
    activeFrom: Date.parse(api.activeFrom) > Date.parse(file.activeFrom) ? api.activeFrom : file.activeFrom,
    activeTo: Date.parse(api.activeTo) < Date.parse(file.activeTo) ? api.activeTo : file.activeTo,
  };
}

/** Where `now` is against the campaign's running period, then what the API's status leaves open for `audience`. */
export function campaignWindow(file: Period, api: ApiCampaign | undefined, now: Date, audience: Audience = 'newcomers'): CampaignWindow {
  const period = runningPeriod(file, api);
  const time = now.getTime();
  if (time < Date.parse(period.activeFrom)) return 'upcoming';
  if (time > Date.parse(period.activeTo)) return 'ended';
  if (api?.status === CampaignStatus.Inactive) return 'ended';
  if (api?.status === CampaignStatus.ActiveTransactionOnly && audience === 'newcomers') return 'ended';
  return 'active';
}
