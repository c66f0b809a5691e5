import type { i18n } from 'i18next';

/**
 * Loads texts a page cannot show without, and fails rather than show keys: a route's texts as its code
 * would (route-objects wraps them in loadChunk), a screen's data's with its data (the screen's error,
 * whose retry loads them again). A namespace whose tries all failed is loaded afresh
 * by the next call (the backend's `true` leaves it "not loaded" rather than "failed" in i18next), so the
 * next page that needs it, or the retry, gets it once the network is back.
 */
export async function ensureNamespaces(instance: i18n, namespaces: string | readonly string[]): Promise<void> {
  const wanted = typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  await instance.loadNamespaces(wanted);
  const lost = wanted.filter((ns) => !hasTexts(instance, ns));
  if (lost.length) throw new Error(`Texts not loaded: ${lost.join(', ')}`);
}

/**
 * Whether a namespace's texts are there. Not i18next's hasLoadedNamespace, which also says yes for one
 * whose load failed. An instance without a loader (a Ukrainian page's, given its texts up front) has
 * all it will ever have.
 */
export function hasTexts(instance: i18n, ns: string): boolean {
  if (instance.hasResourceBundle(instance.language, ns)) return true;
  return !(instance.services.backendConnector as { backend?: unknown } | undefined)?.backend && instance.hasLoadedNamespace(ns);
}
