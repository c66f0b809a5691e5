import type { CampaignBanners } from '@generated/campaign-banners';
import { BannerLocation, InformationBannerType } from '@generated/enums';
import { campaignWindow, type ApiCampaign } from '@/shared/campaigns/availability';
import { selectBanners, type Banner, type BannerContext, type BannerSelection } from './banner-rules';

export interface CampaignBannerTexts {
  text: string;
  description: string | null;
  buttonText: string | null;
}

export interface CampaignBannerSources {
  /** The banner's texts in the page's language (campaigns namespace), or undefined if it has none. */
  texts(campaign: string, bannerId: string): CampaignBannerTexts | undefined;
  /** A banner's address in the page's language, from its address in each language. */
  url(href: Readonly<Record<string, string>>): string;
}

type Named<T> = Record<string, T[keyof T]>;

/**
 * The banners of the campaigns open to newcomers at `now` (campaign seed §6: campaign banners show only
 * while the campaign is active; the one answer of src/shared/campaigns/availability.ts, with the API's
 * records `api`), in the API's banner shape so one set of rules selects them all.
 */
export function campaignBanners(
  campaigns: readonly CampaignBanners[],
  now: Date,
  api: ReadonlyMap<string, ApiCampaign>,
  sources: CampaignBannerSources,
): Banner[] {
  const types = InformationBannerType as Named<typeof InformationBannerType>;
  const places = BannerLocation as Named<typeof BannerLocation>;
  const banners: Banner[] = [];
  for (const campaign of campaigns) {
    if (campaignWindow(campaign, api.get(campaign.name), now) !== 'active') continue;
    for (const banner of campaign.banners) {
      const typeId = types[banner.type];
      const locations = banner.locations.map((name) => places[name]).filter((value) => value !== undefined);
      const texts = sources.texts(campaign.name, banner.id);
      if (typeId === undefined || locations.length === 0 || !texts) continue;
      banners.push({
        id: banner.id,
        typeId,
        ...texts,
        buttonUrl: banner.href ? sources.url(banner.href) : null,
        buttonClose: false,
        imageUrl: banner.imageUrl ?? null,
        priority: banner.priority,
        locations: locations as Banner['locations'],
        showOnlyToLoggedInUsers: banner.showOnlyToLoggedInUsers ?? false,
        showOncePerSession: banner.showOncePerSession ?? false,
        isUserSpecificBanner: false,
      });
    }
  }
  return banners;
}

/**
 * What a location shows, in order: the API's notices and the open campaigns' banners, by one rule for the
 * page (InformationBanners) and for product staff's `npm run campaigns`, which says what a visitor sees first.
 */
export function selectNotices(
  input: {
    api: readonly Banner[];
    campaigns: readonly CampaignBanners[];
    records: ReadonlyMap<string, ApiCampaign>;
    now: Date;
    sources: CampaignBannerSources;
  },
  context: BannerContext,
): BannerSelection {
  return selectBanners([...input.api, ...campaignBanners(input.campaigns, input.now, input.records, input.sources)], context);
}
