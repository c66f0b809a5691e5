import { describe, expect, it } from 'vitest';
import type { CampaignBanners } from '@generated/campaign-banners';
import { BannerLocation, InformationBannerType } from '@generated/enums';
import { campaignBanners } from '@/shared/banners/campaign-banners';

const campaign = (name: string, activeFrom: string, activeTo: string, banners: CampaignBanners['banners']): CampaignBanners => ({
  name,
  kind: 'landing',
  activeFrom,
  activeTo,
  banners,
});

const sources = {
  texts: (name: string, id: string) => (id === 'untranslated' ? undefined : { text: `${name}:${id}`, description: null, buttonText: 'Go' }),
  url: (href: Readonly<Record<string, string>>) => href.lt!,
};

describe('campaignBanners', () => {
  const campaigns = {
    live: campaign('live', '2026-01-01T00:00:00Z', '2026-12-31T00:00:00Z', [
      {
        id: 'live-home',
        type: 'Info',
        locations: ['Home', 'Refill'],
        route: 'Plans',
        href: { lt: '/route/Plans', en: '/en/route/Plans', ru: '/ru/route/Plans' },
        priority: 4,
        showOncePerSession: true,
      },
      { id: 'live-modal', type: 'Modal', locations: ['Dashboard'], priority: 1, showOnlyToLoggedInUsers: true },
      { id: 'untranslated', type: 'Info', locations: ['Home'], priority: 1 },
      { id: 'unknown-type', type: 'Banner', locations: ['Home'], priority: 1 },
    ]),
    over: campaign('over', '2023-06-01T00:00:00Z', '2023-08-31T00:00:00Z', [
      { id: 'over-home', type: 'Info', locations: ['Home'], priority: 1 },
    ]),
  };

  it('gives the banners of active campaigns only, in the API shape', () => {
    const banners = campaignBanners(Object.values(campaigns), new Date('2026-11-21T00:00:00Z'), new Map(), sources);
    expect(banners.map((b) => b.id)).toEqual(['live-home', 'live-modal']);
    expect(banners[0]).toEqual({
      id: 'live-home',
      typeId: InformationBannerType.Info,
      text: 'live:live-home',
      description: null,
      buttonText: 'Go',
      buttonUrl: '/route/Plans',
      buttonClose: false,
      imageUrl: null,
      priority: 4,
      locations: [BannerLocation.Home, BannerLocation.Refill],
      showOnlyToLoggedInUsers: false,
      showOncePerSession: true,
      isUserSpecificBanner: false,
    });
    expect(banners[1]).toMatchObject({ typeId: InformationBannerType.Modal, buttonUrl: null, showOnlyToLoggedInUsers: true });
  });

  it("shows the ended campaign's banner while it ran", () => {
    expect(campaignBanners(Object.values(campaigns), new Date('2023-07-01T00:00:00Z'), new Map(), sources).map((b) => b.id)).toEqual([
      'over-home',
    ]);
  });
});
