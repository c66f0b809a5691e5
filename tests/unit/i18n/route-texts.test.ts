import { describe, expect, it } from 'vitest';
import { texts } from '@/shared/campaign-files/resources';
import ltRoutes from '@generated/i18n/lt/routes';
import uaRoutes from '@generated/i18n/ua/routes';
import { type RouteKey } from '@generated/routes';
import { routes } from '../../../src/shared/routing/route-table';
import { createI18n } from '@/shared/i18n/i18n';
import { routeNamespacesAt, withRouteTexts } from '@/shared/i18n/route-texts';

const { en, lt, ru, ua } = texts;

const keys = Object.keys(routes) as RouteKey[];
const account = keys.filter((k) => routes[k].login && !routes[k].campaign);
const campaign = keys.filter((k) => routes[k].campaign);

/**
 * Issue 18: every page loads the `routes` namespace, so it holds the public routes' titles and leads
 * only; the account area's and each campaign's come with their own namespaces and join it as those load.
 */
describe('route titles by area', () => {
  it('keeps the account and campaign routes out of the namespace every page loads', () => {
    expect(account.length).toBeGreaterThan(10);
    for (const key of [...account, ...campaign]) expect(Object.keys(ltRoutes), key).not.toContain(key);
    expect(Object.keys(ltRoutes)).toEqual(expect.arrayContaining(['Home', 'Plans', 'Login', 'ContentPage']));
  });

  it('gives an account page its title once the account namespace has loaded, in every language', async () => {
    const i18n = await createI18n('ru');
    expect(i18n.exists('routes:Dashboard.title')).toBe(false);
    await i18n.loadNamespaces(routes.Dashboard.namespaces as never);
    expect(i18n.t('routes:Dashboard.title')).toBe(ru.routes.Dashboard.title);
    expect(i18n.t('routes:Plans.title')).toBe(ru.routes.Plans.title); // the public ones stay
    await i18n.changeLanguage('lt');
    expect(i18n.t('routes:Dashboard.title')).toBe(lt.routes.Dashboard.title);
    expect(i18n.t('routes:Home.title')).toBe(lt.routes.Home.title);
  });

  it('loads them with the base texts when the app starts on such a page (its fallback heading shows the title)', async () => {
    expect(routeNamespacesAt('/pagrindinis')).toEqual(['routes-account']);
    expect(routeNamespacesAt('/en/offers/pulsas-points')).toEqual(['campaign-wheel']);
    expect(routeNamespacesAt('/planai')).toEqual([]);
    const i18n = await createI18n('lt', routeNamespacesAt('/pagrindinis/nustatymai'));
    expect(i18n.t('routes:Settings.title')).toBe(lt.routes.Settings.title);
    const campaignPage = await createI18n('en', routeNamespacesAt('/en/offers/pulsas-points'));
    expect(campaignPage.t('routes:AwardsCampaign.title')).toMatch(/\S/);
    expect(campaignPage.t('routes:AwardsCampaign.title')).not.toBe('AwardsCampaign.title');
  });

  it('joins them into texts given whole (a Ukrainian campaign page’s own instance)', () => {
    // The Ukrainian base namespace has no route titles: they are all in the campaign's namespace.
    expect(Object.keys(uaRoutes)).toEqual([]);
    const joined = withRouteTexts({ routes: uaRoutes, 'campaign-ukraine': ua['campaign-ukraine'] });
    expect((joined.routes as Record<string, { title: string }>).UkraineCampaign!.title).toBe(ua.routes.UkraineCampaign.title);
    expect(withRouteTexts({ common: {} })).toEqual({ common: {} });
  });
});

describe('page titles (issue 49)', () => {
  it('are unique per language among the pages a search engine lists', () => {
    for (const [lang, texts] of [
      ['lt', lt],
      ['en', en],
      ['ru', ru],
    ] as const) {
      const titles = keys
        .filter((key) => !routes[key].noindex && routes[key].paths[lang])
        .map((key) => [key, (texts.routes as Record<string, { title?: string } | undefined>)[key]?.title] as const)
        .filter(([, title]) => title);
      expect(titles.length).toBeGreaterThan(30);
      const seen = new Map<string, string>();
      const twice = titles.flatMap(([key, title]) => {
        const first = seen.get(title!);
        seen.set(title!, key);
        return first ? [`${lang}: ${first} and ${key} are both "${title}"`] : [];
      });
      expect(twice).toEqual([]);
    }
  });
});
