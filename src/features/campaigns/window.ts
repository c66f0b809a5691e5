import type { PageKind } from '@generated/campaigns';
import type { Audience, CampaignWindow } from '@/shared/campaigns/availability';

/** A landing and a form take new participants; a result and the rules serve those who took part. */
export function audienceOf(kind: PageKind): Audience {
  return kind === 'landing' || kind === 'form' ? 'newcomers' : 'participants';
}

/** The rules page stays readable after the end (participants may need it); nothing before the start. */
export function isReadableWhenClosed(kind: PageKind, window: CampaignWindow): boolean {
  return kind === 'rules' && window === 'ended';
}
