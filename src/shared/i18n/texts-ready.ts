import type { i18n } from 'i18next';
import type { Language } from '@generated/routes';
import type { Namespace } from '@generated/i18n/index';
import { loadNamespace } from './load-namespace';

/** A promise React's use() reads at once (its thenable protocol): the texts are already there. */
const LOADED = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

const loading = new WeakMap<i18n, Map<string, Promise<void>>>();

/**
 * Texts of a part that is not in a page's first load (the footer's): for React's use(), so the part
 * waits for them (while hydrating, its prerendered markup stays) instead of showing their keys. In
 * the language given, not the app's current one: after a language switch the page's parts render in
 * the new language before the app's base texts have switched. A failed load is tried again the next
 * time the part renders; its error goes to the page's error boundary, like its code's would.
 */
export function textsReady(instance: i18n, language: Language, namespaces: readonly Namespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !instance.hasResourceBundle(language, ns));
  if (missing.length === 0) return LOADED;
  let pending = loading.get(instance);
  if (!pending) loading.set(instance, (pending = new Map<string, Promise<void>>()));
  const key = `${language}:${missing.join()}`;
  let load = pending.get(key);
  if (!load) {
    load = Promise.all(
      missing.map((ns) => loadNamespace(language, ns).then((texts) => void instance.addResourceBundle(language, ns, texts, true, false))),
    )
      .then(() => undefined)
      .finally(() => pending.delete(key));
    pending.set(key, load);
  }
  return load;
}
