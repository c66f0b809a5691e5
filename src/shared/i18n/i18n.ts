import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, type Language } from '@generated/routes';
import { loadResources, namespaces } from '@generated/i18n/index';

/**
 * One i18next instance for the app. Static texts come from generated/i18n (one chunk per language);
 * the API's resource groups and translations are merged over them at run time (mergeTexts).
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  const resources = await loadResources[language]();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: defaultLanguage,
    ns: [...namespaces],
    defaultNS: 'common',
    resources: { [language]: resources },
    interpolation: { escapeValue: false }, // React escapes; texts are never injected as HTML
    returnNull: false,
  });
  return instance;
}

/** Adds a language's generated texts when the user switches to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  if (instance.hasResourceBundle(language, 'common')) return;
  const resources = await loadResources[language]();
  for (const [ns, texts] of Object.entries(resources)) instance.addResourceBundle(language, ns, texts, true, false);
}

/** Texts from the API (resource groups, translations) override the generated ones of the same key. */
export function mergeTexts(instance: i18n, language: Language, ns: string, texts: Record<string, unknown>): void {
  instance.addResourceBundle(language, ns, texts, true, true);
}
