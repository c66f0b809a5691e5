import { describe, expect, it } from 'vitest';
import { languages, type RouteRecord } from '@generated/routes';
import { routes } from '../../../src/shared/routing/route-table';
import { prerenderPaths } from '@/app/prerender';
import { texts } from '@/shared/campaign-files/resources';

const records = Object.values(routes) as RouteRecord[];
/** Pages a search engine may index: public, not kept out (spec `index: false`), not the CMS catch-all. */
const indexable = records.filter((r) => !r.login && !r.noindex && r.key !== 'ContentPage');
const titleOf = (lang: (typeof languages)[number], key: string) => (texts[lang].routes as Record<string, { title?: string }>)[key]?.title;

describe('titles of the whole route table (search engines)', () => {
  it.each(languages)('gives every indexable page in %s a title of its own', (lang) => {
    const byTitle = new Map<string, string[]>();
    for (const record of indexable.filter((r) => r.paths[lang] !== undefined)) {
      const title = titleOf(lang, record.key);
      expect(title, `${record.key} has no title in ${lang}`).toBeTruthy();
      byTitle.set(title!.trim().toLowerCase(), [...(byTitle.get(title!.trim().toLowerCase()) ?? []), record.key]);
    }
    const shared = [...byTitle].filter(([, keys]) => keys.length > 1).map(([title, keys]) => `"${title}": ${keys.join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('keeps flow steps (registration steps, game pages) out of search engines and the sitemap', () => {
    const steps = [
      'RegistrationPassword',
      'RegistrationSocialLogins',
      'RegistrationEnrollment',
      'RegistrationEnrollmentConfirmation',
      'RegistrationIdentificationMethods',
      'RegistrationIdentification',
      'RegistrationIdentityConfirmation',
      'RegistrationStatus',
      'PrizeGame',
      'PrizeGameResult',
      'SummerGameDraw',
      'SummerGameWin',
      'LanguageProxy',
    ] as const;
    for (const key of steps) expect(routes[key].noindex, key).toBe(true);
    // The landing pages of those flows stay findable.
    for (const key of ['Registration', 'RegistrationParent', 'PrizeLanding', 'SummerGame'] as const)
      expect(routes[key].noindex, key).toBeFalsy();
  });

  it('prerenders the pages it indexes, in every language they have', () => {
    const prerendered = new Set(prerenderPaths().map((p) => `${p.key}.${p.lang}`));
    for (const record of indexable.filter((r) => r.variant === 'main' && r.params.length === 0)) {
      for (const lang of record.languages) expect(prerendered.has(`${record.key}.${lang}`), `${record.key} ${lang}`).toBe(true);
    }
  });
});
