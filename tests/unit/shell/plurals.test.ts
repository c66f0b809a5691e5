import { describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';
import { createI18n } from '@/shared/i18n/i18n';

/** Issue 16: counted texts take the language's plural form (lt and ru: one, few, many, other; en: one, other). */
const COUNTS = [1, 2, 5, 11, 21] as const;

const EXPECTED = {
  lt: {
    'plans:validity': ['Galioja 1 dieną', 'Galioja 2 dienas', 'Galioja 5 dienas', 'Galioja 11 dienų', 'Galioja 21 dieną'],
    'banners.showMore': [
      'Rodyti dar 1 pranešimą',
      'Rodyti dar 2 pranešimus',
      'Rodyti dar 5 pranešimus',
      'Rodyti dar 11 pranešimų',
      'Rodyti dar 21 pranešimą',
    ],
  },
  ru: {
    'plans:validity': ['Действует 1 день', 'Действует 2 дня', 'Действует 5 дней', 'Действует 11 дней', 'Действует 21 день'],
    'banners.showMore': [
      'Показать ещё 1 уведомление',
      'Показать ещё 2 уведомления',
      'Показать ещё 5 уведомлений',
      'Показать ещё 11 уведомлений',
      'Показать ещё 21 уведомление',
    ],
  },
  en: {
    'plans:validity': ['Valid for 1 day', 'Valid for 2 days', 'Valid for 5 days', 'Valid for 11 days', 'Valid for 21 days'],
    'banners.showMore': [
      'Show 1 more notice',
      'Show 2 more notices',
      'Show 5 more notices',
      'Show 11 more notices',
      'Show 21 more notices',
    ],
  },
} as const;

describe('plural texts (issue 16)', () => {
  for (const lang of ['lt', 'ru', 'en'] as const) {
    it(`counts 1, 2, 5, 11 and 21 in ${lang}`, async () => {
      const i18n = await createI18n(lang);
      await i18n.loadNamespaces('plans');
      for (const [key, texts] of Object.entries(EXPECTED[lang])) {
        expect(COUNTS.map((count) => i18n.t(key, { count }))).toEqual(texts);
      }
    });
  }

  it("counts the awards campaign's points in lt, ru and en (campaign texts: units.points)", async () => {
    const expected = {
      lt: ['1 taškas', '2 taškai', '5 taškai', '11 taškų', '21 taškas'],
      ru: ['1 балл', '2 балла', '5 баллов', '11 баллов', '21 балл'],
      en: ['1 point', '2 points', '5 points', '11 points', '21 points'],
    } as const;
    for (const lang of ['lt', 'ru', 'en'] as const) {
      const i18n = await createI18n(lang);
      await i18n.loadNamespaces('campaign-wheel');
      expect(COUNTS.map((count) => i18n.t('campaign-wheel:units.points', { count }))).toEqual(expected[lang]);
    }
  });

  /** Every counted text of common, enums and forms (keys ending in a plural form), with its bases. */
  function countedKeys(texts: Record<string, unknown>, prefix = ''): Set<string> {
    const found = new Set<string>();
    for (const [key, value] of Object.entries(texts)) {
      if (value && typeof value === 'object')
        countedKeys(value as Record<string, unknown>, `${prefix}${key}.`).forEach((k) => found.add(k));
      else if (/_(one|few|many|other)$/.test(key)) found.add(`${prefix}${key.replace(/_(one|few|many|other)$/, '')}`);
    }
    return found;
  }

  for (const [lang, texts] of [
    ['lt', lt],
    ['ru', ru],
    ['en', en],
  ] as const) {
    it(`gives every counted text of common, enums, forms, plans, refill and dashboard in ${lang} the form Intl.PluralRules names`, async () => {
      const i18n = await createI18n(lang);
      await i18n.loadNamespaces(['enums', 'forms', 'plans', 'refill', 'dashboard']);
      const rules = new Intl.PluralRules(lang);
      const namespaces = {
        common: texts.common,
        enums: texts.enums,
        forms: texts.forms,
        plans: texts.plans,
        refill: texts.refill,
        dashboard: texts.dashboard,
      } as Record<string, Record<string, unknown>>;
      let checked = 0;
      for (const [ns, table] of Object.entries(namespaces)) {
        for (const base of countedKeys(table)) {
          for (const count of COUNTS) {
            const form = `${base}_${rules.select(count)}`;
            const raw = form.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], table);
            expect(raw, `${lang} ${ns}:${form}`).toEqual(expect.any(String));
            expect(i18n.t(`${ns}:${base}`, { count })).toBe(String(raw).replace('{{count}}', String(count)));
            checked++;
          }
        }
      }
      expect(checked).toBeGreaterThanOrEqual(10);
    });
  }
});
