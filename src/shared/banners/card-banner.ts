import { BannerLocation, InformationBannerType } from '@generated/enums';
import { inVilnius } from '@/shared/format/format';
import type { Banner } from './banner-rules';

/**
 * The seeds' simpler card details: expirationDate MM/YY, status 0 active, 1 deactivated. The API's
 * card answers the full status map (core §3: 2 waiting, 3 removed, 4 disconnected, 5 being replaced):
 * none of those can pay either, so any status but Active is a deactivated card here, as on the
 * payment cards tab (src/shared/cards/card-state.ts).
 */
export interface CardDetails {
  expirationDate: string;
  status: number;
}

export type CardBannerState = 'expired' | 'deactivated' | 'expiring';

export const CARD_BANNER_ID = 'card-information-banner';

/** Year and month (1-12) of a moment in Vilnius. */
function vilniusMonth(now: Date): { year: number; month: number } {
  const local = inVilnius(now);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1 };
}

/**
 * Campaign seed §4 card banner: a warning when the card expired (its expiry month has ended) or is
 * deactivated, information while now is within the expiry month, otherwise none. No card: none.
 */
export function cardBannerState(card: CardDetails | null | undefined, now: Date): CardBannerState | null {
  if (!card) return null;
  const match = /^(\d{2})\/(\d{2})$/.exec(card.expirationDate);
  const { year, month } = vilniusMonth(now);
  if (match) {
    const expiry = 2000 + Number(match[2]);
    const expiryMonth = Number(match[1]);
    const monthsLeft = (expiry - year) * 12 + (expiryMonth - month);
    if (monthsLeft < 0) return 'expired';
    if (card.status !== 0) return 'deactivated';
    return monthsLeft === 0 ? 'expiring' : null;
  }
  return card.status !== 0 ? 'deactivated' : null;
}

export interface CardBannerTexts {
  text: string;
  buttonText: string;
  buttonUrl: string;
}

/** The card banner (campaign seed §9: priority 3, location 2 Dashboard) in the banners' own shape. */
export function cardBanner(state: CardBannerState | null, texts: (state: CardBannerState) => CardBannerTexts): Banner | null {
  if (!state) return null;
  return {
    id: CARD_BANNER_ID,
    typeId: state === 'expiring' ? InformationBannerType.Info : InformationBannerType.Warning,
    ...texts(state),
    description: null,
    buttonClose: false,
    imageUrl: null,
    priority: 3,
    locations: [BannerLocation.Dashboard],
    showOnlyToLoggedInUsers: true,
    showOncePerSession: false,
    isUserSpecificBanner: true,
  };
}
