import { beforeEach, describe, expect, it, vi } from 'vitest';
import { campaignBanners } from '@/shared/campaign-files/banners';
import { campaignMenu } from '@/shared/campaign-files/menu';
import { languageLandings, languages } from '@generated/routes';
import { hrefOf } from '@/shared/routing/paths';

/*
 * The app starts with the spec's own routes only: the campaigns' come with the pages that need them
 * (src/shared/routing/route-discovery.ts). tests/setup.ts gives every other test the whole table, so
 * these take a fresh module graph, as a page that is not a campaign's has it.
 */
const fresh = async () => {
  vi.resetModules();
  const table = await import('@/shared/routing/route-table');
  const paths = await import('@/shared/routing/paths');
  const discovery = await import('@/shared/routing/route-discovery');
  return { ...table, ...paths, ...discovery };
};

describe('the campaigns\u2019 routes, loaded where a page needs them', () => {
  beforeEach(() => vi.resetModules());

  it('starts without them: a campaign\u2019s address is the CMS catch-all, its key unknown', async () => {
    const { routes, matchRoute, hrefOf: freshHref, needsCampaignRoutes, campaignRoutesAdded } = await fresh();
    expect(campaignRoutesAdded()).toBe(false);
    expect(Object.values(routes).some((record) => record.campaign)).toBe(false);
    expect(matchRoute('/akcijos/isic')?.key).toBe('ContentPage');
    expect(() => freshHref('IsicLanding')).toThrow(/IsicLanding is not in the route table.*campaignHref/);
    // The spec's own pages decide at once; an address only the catch-all serves waits for the campaigns'.
    expect(needsCampaignRoutes('/planai')).toBe(false);
    expect(needsCampaignRoutes('/en/plans')).toBe(false);
    expect(needsCampaignRoutes('/akcijos/isic')).toBe(true);
    expect(needsCampaignRoutes('/ru/aktsii/isic')).toBe(true);
  });

  it('loads them once for an address the spec\u2019s own routes do not serve, and matches it then', async () => {
    const { matchRoute, routesFor, needsCampaignRoutes, campaignRoutesAdded } = await fresh();
    await routesFor('/planai');
    expect(campaignRoutesAdded()).toBe(false);
    await routesFor('/en/offers/isic');
    expect(campaignRoutesAdded()).toBe(true);
    expect(matchRoute('/en/offers/isic')).toMatchObject({ key: 'IsicLanding', lang: 'en' });
    expect(matchRoute('/ru/aktsii/isic/forma')).toMatchObject({ key: 'IsicForm', lang: 'ru' });
    // A CMS page stays the CMS's once the campaigns' routes are known.
    expect(matchRoute('/apie-mus')?.key).toBe('ContentPage');
    expect(needsCampaignRoutes('/apie-mus')).toBe(false);
  });

  it('gives a campaign\u2019s banners and menu items their addresses as the route table makes them', () => {
    const named = [
      ...campaignBanners.flatMap((file) =>
        file.banners.flatMap((banner) => (banner.route ? [{ route: banner.route, href: banner.href! }] : [])),
      ),
      ...campaignMenu.map((item) => ({ route: item.route, href: item.href })),
    ];
    // Ukrainian's landing, which the header's language menu links to on every page.
    named.push({ route: 'UkraineCampaign', href: languageLandings.ua! });
    expect(named.length).toBeGreaterThan(1);
    for (const { route, href } of named) for (const lang of languages) expect(href[lang]).toBe(hrefOf(route, {}, lang));
  });
});
