import type { components } from '@generated/api/schema';
import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import { Resource } from '@/shared/api/resource';
import type { Services } from '@/shared/services';

type Schemas = components['schemas'];
export type ElementLinkData = Schemas['ElementLink'];
export type FooterData = Schemas['FooterElements'];

/** Texts of the CMS translation categories, keyed `Category.Key` (the footer's altTextResource form). */
export type CmsTexts = Record<string, string>;

interface ShellData {
  header: Resource<Schemas['HeaderElements']>;
  footer: Resource<FooterData>;
  footerTexts: Resource<CmsTexts>;
}

/** The categories whose texts the footer's images name (`Footer.AppStoreAlt`). */
const FOOTER_CATEGORIES = ['Footer'];

const cache = new WeakMap<Services, Map<Language, ShellData>>();

/**
 * Header and footer data per language, shared by every layout of one app instance. Core §4: a
 * language change reloads header, footer and translations: a new language gets its own resources
 * (the API answers in the language of the page being shown, see the client's Language header).
 */
export function shellData(services: Services, language: Language): ShellData {
  let byLanguage = cache.get(services);
  if (!byLanguage) cache.set(services, (byLanguage = new Map<Language, ShellData>()));
  let data = byLanguage.get(language);
  if (data) return data;
  const { api } = services;
  data = {
    header: new Resource(() => unwrap(api.GET('/elements/header'))),
    footer: new Resource(() => unwrap(api.GET('/elements/footer'))),
    footerTexts: new Resource(async () => {
      const list = await unwrap(api.GET('/translations', { params: { query: { categories: FOOTER_CATEGORIES } } }));
      const texts: CmsTexts = {};
      for (const { category, translations } of list) {
        for (const { key, value } of translations) texts[`${category}.${key}`] = value;
      }
      return texts;
    }),
  };
  byLanguage.set(language, data);
  return data;
}
