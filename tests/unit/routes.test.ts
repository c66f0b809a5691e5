import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languages, type Language, type RouteKey, type RouteRecord } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { paramValues } from '@/shared/campaign-files/route-values';
import { href, hrefOf, matchRoute } from '@/shared/routing/paths';

const records = Object.values(routes) as RouteRecord[];

/** A value for each param of a route: one of its closed values, else a URL-hostile sample. */
/** A value for each param: the first the spec allows where it closes them, else one that needs encoding. */
function sampleParams(record: RouteRecord): Record<string, string> {
  return Object.fromEntries(record.params.filter((p) => p !== '*').map((p) => [p, paramValues[record.key]?.[p]?.[0] ?? `x-${p} ą/?`]));
}

describe('generated route table', () => {
  it('has every seed route key the runtime relies on', () => {
    for (const key of [
      'Home',
      'Login',
      'Dashboard',
      'Refill',
      'Plans',
      'RegistrationParent',
      'Logout',
      'Maintenance',
      'UkraineCampaign',
      'ContentPage',
    ]) {
      expect(routes).toHaveProperty(key);
    }
  });

  it('completes each record from routeDefaults: what a route leaves out it has as the default, what it says it keeps', () => {
    expect(routes.Home).toMatchObject({
      key: 'Home',
      screen: 'Home',
      layout: 'default',
      login: false,
      footer: true,
      languages,
      params: [],
      query: [],
    });
    expect(routes.Dashboard).toMatchObject({ login: true, screen: 'Dashboard' });
    expect(routes.ContentPage).toMatchObject({ notFoundLayout: true, query: ['hiddenPageKey'] });
    // A campaign file's routes join the table with their campaign's window.
    expect(routes.PrizeGame).toMatchObject({ campaign: expect.any(String), activeFrom: expect.any(String) });
    expect(records.every((r) => !('aliases' in r))).toBe(true);
  });

  it('puts lt without a prefix and en, ru under /en and /ru', () => {
    expect(href('Refill')).toBe('/papildymas');
    expect(href('Refill', {}, 'en')).toMatch(/^\/en\//);
    expect(href('Refill', {}, 'ru')).toMatch(/^\/ru\//);
    expect(href('Home', {}, 'en')).toBe('/en');
  });

  it('round-trips every route in every language through href() and matchRoute()', () => {
    for (const record of records) {
      if (record.key === 'ContentPage') continue;
      for (const lang of record.languages) {
        const params = sampleParams(record);
        const url = hrefOf(record.key, params, lang);
        const path = url.split(/[?#]/)[0]!;
        const match = matchRoute(path);
        expect(match, `${record.key} ${lang} ${url}`).toMatchObject({ key: record.key, lang });
        for (const [name, value] of Object.entries(params)) {
          if (routes[record.key].params.includes(name)) expect(match!.params[name]).toBe(value);
        }
      }
    }
  });

  it('gives a key known only at run time the same URL through hrefOf() as href() gives a typed one', () => {
    expect(hrefOf('Device' as RouteKey, { skuUrl: 'a b' }, 'en', { payment: 'leasing' })).toBe(
      href('Device', { skuUrl: 'a b' }, 'en', { payment: 'leasing' }),
    );
    expect(hrefOf('Home' as RouteKey)).toBe('/');
  });

  it('keeps query values and a tab hash', () => {
    expect(href('RefillResult', { status: 'failure' }, 'lt', { transactionId: 'T1', amount: 5 })).toBe(
      '/refill/failure?transactionId=T1&amount=5',
    );
    expect(href('SettingsLoginInfo')).toMatch(/#slaptazodzio-keitimas$/);
  });

  it('falls back to the default language for a route that exists only in lt', () => {
    expect(routes.MyRequests.languages).toEqual(['lt']);
    expect(href('MyRequests', {}, 'en')).toBe(href('MyRequests'));
  });

  it('sends legacy aliases to their route, keeping params', () => {
    const rates = routes.ForeignCallRates;
    expect(matchRoute('/tarptautiniai-skambuciai')).toMatchObject({ key: 'ForeignCallRates', redirectTo: rates.paths.lt });
    expect(matchRoute('/esim/qr/abc-123')).toMatchObject({ key: 'EsimPurchaseQr', redirectTo: '/esim/pirkimas/qr/abc-123' });
  });

  it('sends unknown paths to the content page of their language', () => {
    expect(matchRoute('/kazkas-naujo')).toMatchObject({ key: 'ContentPage', lang: 'lt' });
    expect(matchRoute('/en/something-new')).toMatchObject({ key: 'ContentPage', lang: 'en' });
    expect(matchRoute('/ru/chto-to')).toMatchObject({ key: 'ContentPage', lang: 'ru' });
  });

  it('never confuses a static path with a param of another route (generated paths)', () => {
    const statics = records.filter((r) => r.params.length === 0 && r.key !== 'ContentPage');
    fc.assert(
      fc.property(fc.constantFrom(...statics), fc.constantFrom(...languages), (record, lang: Language) => {
        const path = record.paths[lang];
        return path === undefined || matchRoute(path)?.key === (record.key as RouteKey);
      }),
    );
  });
});
