import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@generated/routes';
import { loadNamespace, type Namespace, type TextLanguage } from '@generated/i18n/index';

/** Namespaces every page needs: the shell, route titles, and what the error popup says. */
export const BASE_NAMESPACES: Namespace[] = ['common', 'routes', 'errors', 'exceptions'];

/**
 * One i18next instance for the app. Static texts come from generated/i18n, one chunk per language and
 * namespace, loaded as pages need them; the API's resource groups and translations are merged over
 * them at run time (mergeTexts).
 */
export async function createI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(initReactI18next)
    .use(resourcesToBackend((lng: string, ns: string) => loadNamespace(lng as TextLanguage, ns as Namespace)))
    .init({
      lng: language,
      // Every language has every key (codegen checks it): no fallback, so a page never loads a second
      // language's texts.
      fallbackLng: false,
      ns: BASE_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes; texts are never injected as HTML
      // Re-render when texts are added (the API's resource groups arrive after the first render).
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
  return instance;
}

/** Loads a language's base texts before the page switches to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  await instance.loadLanguages(language);
}

/** Texts from the API (resource groups, translations) override the generated ones of the same key. */
export function mergeTexts(instance: i18n, language: Language, ns: string, texts: Record<string, unknown>): void {
  instance.addResourceBundle(language, ns, texts, true, true);
}
