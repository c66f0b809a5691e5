import { BannerLocation, InformationBannerType } from '@generated/enums';
import type { CardBannerState } from '@/shared/cards/card-state';
import type { Banner } from './banner-rules';

export const CARD_BANNER_ID = 'card-information-banner';

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
