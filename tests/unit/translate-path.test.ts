import { describe, expect, it } from 'vitest';
import { routes } from '../../src/shared/routing/route-table';
import { href } from '@/shared/routing/paths';
import { translatePath } from '@/shared/navigation/translate-path';

const at = (url: string) => {
  const u = new URL(url, 'https://pulsas.lt');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('language switch (core §4)', () => {
  it('ignores the same language', () => {
    expect(translatePath(at('/papildymas'), 'lt', 'lt')).toBeUndefined();
  });

  it('goes to the same page in the other language, keeping params and query', () => {
    expect(translatePath(at('/papildymas?amount=5'), 'lt', 'en')).toBe(`${href('Refill', {}, 'en')}?amount=5`);
    expect(translatePath(at(href('RefillResult', { status: 'failure' }, 'ru')), 'ru', 'lt')).toBe('/refill/failure');
    expect(translatePath(at(href('Device', { skuUrl: 'iphone-15' }, 'lt')), 'lt', 'ru')).toBe(
      href('Device', { skuUrl: 'iphone-15' }, 'ru'),
    );
  });

  it("takes the page's own params in the other language where its screen gives them (a device's slug)", () => {
    const pageParams = { lt: { skuUrl: 'a-juodas' }, en: { skuUrl: 'a-black' }, ru: { skuUrl: 'a-chernyy' } };
    const here = { ...at(`${href('Device', { skuUrl: 'a-black' }, 'en')}?payment=full`), pageParams };
    expect(translatePath(here, 'en', 'lt')).toBe(`${href('Device', { skuUrl: 'a-juodas' })}?payment=full`);
    expect(translatePath(here, 'en', 'ru')).toBe(`${href('Device', { skuUrl: 'a-chernyy' }, 'ru')}?payment=full`);
  });

  it('translates a tab hash', () => {
    const lt = routes.SettingsLoginInfo.hash!.lt!;
    const en = routes.SettingsLoginInfo.hash!.en!;
    expect(translatePath(at(`${routes.SettingsLoginInfo.paths.lt}#${lt}`), 'lt', 'en')).toBe(`${routes.SettingsLoginInfo.paths.en}#${en}`);
  });

  it('sends a content page to its own page in the other language (its aliases), or Home when it names none', () => {
    const pageParams = { lt: { '*': 'apie-mus' }, en: { '*': 'about-us' }, ru: { '*': 'o-nas' } };
    expect(translatePath({ ...at('/apie-mus'), pageParams }, 'lt', 'en')).toBe('/en/about-us');
    expect(translatePath({ ...at('/en/about-us'), pageParams }, 'en', 'ru')).toBe('/ru/o-nas');
    expect(translatePath(at('/apie-mus'), 'lt', 'en')).toBe('/en');
    expect(translatePath(at('/en/about-us'), 'en', 'lt')).toBe('/');
  });

  it('sends Ukrainian to the campaign route, prefixed unless Lithuanian', () => {
    expect(translatePath(at('/papildymas'), 'lt', 'ua')).toBe(routes.UkraineCampaign.paths.lt);
    expect(translatePath(at('/en/top-up'), 'en', 'ua')).toBe(routes.UkraineCampaign.paths.en);
    expect(routes.UkraineCampaign.paths.en).toMatch(/^\/en\//);
  });

  it('falls back to Home for a page that does not exist in the target language', () => {
    expect(translatePath(at(routes.MyRequests.paths.lt!), 'lt', 'en')).toBe('/en');
  });
});
