import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Language, type RouteKey } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import type { Namespace, TextLanguage } from '@generated/i18n/index';
import { loadNamespace } from './load-namespace';
import { BASE_NAMESPACES } from './base-namespaces';
import { joinRouteTexts } from './route-texts';

/**
 * Chromium keeps a failed import() failed for the page's life: the same address again answers the old
 * failure without asking the network, so a text chunk lost to a moment offline never came on a retry. Its
 * error names the address; the chunk is asked for again there, with a query the server ignores. (Only this
 * site's scripts run, whatever an error says: the CSP's script-src.) An error naming none is passed on.
 */
function importAgain(error: unknown): Promise<{ default: Record<string, unknown> }> {
  const url = /https?:\/\/\S+?\.js/.exec(String(error))?.[0];
  // A chunk of this build, at the address the browser's error gave: no module of another layer.
  // eslint-disable-next-line portal/layers -- the address is only known at run time
  return url ? import(/* @vite-ignore */ `${url}?${Date.now()}`) : Promise.reject(error);
}

/** A namespace's texts: a chunk that failed to load is asked for again from the network (importAgain). */
const loadTexts = (language: TextLanguage, ns: Namespace) =>
  loadNamespace(language, ns).catch((error: unknown) => importAgain(error).then((module) => module.default));

/** The event that re-renders the texts on the page after mergeTexts. */
const TEXTS_MERGED = 'textsMerged';

/**
 * One i18next instance for the app, with the base texts and `namespaces` loaded. Static texts come from generated/i18n, one chunk per language and
 * namespace, loaded as pages need them; the API's resource groups and translations are merged over
 * them at run time (mergeTexts).
 */
export async function createI18n(language: Language, namespaces: readonly Namespace[] = []): Promise<i18n> {
  const instance = i18next.createInstance();
  const load = async (lng: string, ns: string) => {
    const texts = await loadTexts(lng as TextLanguage, ns as Namespace);
    await joinRouteTexts(instance, lng as TextLanguage, texts);
    return texts;
  };
  const backend: BackendModule = {
    type: 'backend',
    init: () => undefined,
    // `true` beside the error asks i18next to try again (maxRetries, waits doubling from retryTimeout), and
    // once those fail, to load it afresh when next asked rather than never (its -1). Each try asks the
    // network again (importAgain), so a text chunk lost to a moment offline comes on a later try.
    read: (lng, ns, done) =>
      void load(lng, ns).then(
        (texts) => done(null, texts),
        (error: Error) => done(error, true),
      ),
  };
  await instance
    .use(initReactI18next)
    .use(backend)
    .init({
      lng: language,
      maxRetries: TEXT_RETRIES,
      retryTimeout: TEXT_RETRY_WAIT_MS,
      // Every language has every key (codegen checks it): no fallback, so a page never loads a second
      // language's texts.
      fallbackLng: false,
      // The base, and the namespaces the first page's route needs (its title may be in one: route-texts.ts).
      ns: [...new Set([...BASE_NAMESPACES, ...namespaces])],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes; texts are never injected as HTML
      // Never a raw text key on a page (issue 33): see missingText.
      appendNamespaceToMissingKey: true,
      parseMissingKeyHandler: (key: string, defaultValue?: string, options?: { lng?: string }) =>
        missingText(instance, key, defaultValue, options?.lng),
      // Re-render when the API's texts are merged over the generated ones (they arrive after the first
      // render), but not for every namespace a screen loads before it renders: each re-render redraws
      // the whole page, a long task on a phone.
      react: { useSuspense: false, bindI18n: `languageChanged ${TEXTS_MERGED}`, bindI18nStore: '' },
    });
  return instance;
}

const reported = new Set<string>();

/**
 * What a text that does not exist shows (issue 33: a page never shows a raw key such as
 * `results.laimeta.title`): nothing while its namespace is still loading; otherwise the language's own
 * "text not available" words, and the key is reported. In tests a missing text fails the test.
 */
function missingText(instance: i18n, key: string, defaultValue: string | undefined, lng?: string): string {
  if (defaultValue !== undefined) return defaultValue;
  const ns = key.includes(':') ? key.slice(0, key.indexOf(':')) : 'common';
  const path = key.slice(ns.length + 1);
  // An account or campaign route's title and lead join `routes` with that route's own namespace (route-texts.ts).
  const holders = ns === 'routes' ? [ns, ...(routes[path.split('.')[0] as RouteKey]?.namespaces ?? [])] : [ns];
  if (holders.some((holder) => !instance.hasLoadedNamespace(holder, { lng: lng ?? instance.language }))) return '';
  if (import.meta.env.MODE === 'test') throw new Error(`missing text ${key} (${lng ?? instance.language})`);
  if (!reported.has(key)) {
    reported.add(key);
    console.error(`missing text ${key} (${lng ?? instance.language})`);
  }
  return key === FALLBACK_TEXT ? '' : instance.t(FALLBACK_TEXT, { lng });
}
const FALLBACK_TEXT = 'common:textMissing';

/** 2 more tries, 0.35 and 0.7 s apart: a page says it failed about a second after the network did. */
const TEXT_RETRIES = 2;
const TEXT_RETRY_WAIT_MS = 350;

const exceptionTexts = new WeakMap<i18n, Promise<void>>();

/**
 * The exception texts (core §8), loaded with the first error rather than with every page. At most
 * `waitMs` is waited for them (the popup must not hang on a stalled network); a load that fails is
 * tried again with the next error, so one offline moment does not leave generic texts for good.
 */
export function ensureExceptionTexts(instance: i18n, waitMs = 3000): Promise<void> {
  const language = instance.language as Language;
  if (instance.hasResourceBundle(language, 'exceptions')) return Promise.resolve();
  let loading = exceptionTexts.get(instance);
  if (!loading) {
    loading = loadTexts(language, 'exceptions').then(
      (texts) => void instance.addResourceBundle(language, 'exceptions', texts, true, false),
      () => void exceptionTexts.delete(instance),
    );
    exceptionTexts.set(instance, loading);
  }
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, waitMs))]);
}

/** Loads a language's base texts before the page switches to it. */
export async function ensureLanguage(instance: i18n, language: Language): Promise<void> {
  await instance.loadLanguages(language);
}

/** Texts from the API (resource groups, translations) override the generated ones of the same key. */
export function mergeTexts(instance: i18n, language: Language, ns: string, texts: Record<string, unknown>): void {
  instance.addResourceBundle(language, ns, texts, true, true);
  instance.emit(TEXTS_MERGED);
}
