import { bannerTexts } from 'virtual:campaign-banner-texts';
import { loaders, namespaces, type Namespace, type TextLanguage } from '../../../generated/i18n/index';

type Texts = Record<string, unknown>;

/** A campaign's own namespace (campaign-<name>), not one of the shared ones. */
export const isCampaignNamespace = (namespace: string): boolean =>
  namespace.startsWith('campaign-') && !(namespaces as readonly string[]).includes(namespace);

/**
 * Loads one namespace of one language as its own chunk (none: a campaign-only language without texts
 * there). The campaigns namespace's chunk joins every campaign's part of it (scripts/lib/campaign-texts-plugin.ts);
 * a campaign's own namespace is found through src/shared/campaign-files/texts.ts, which only the pages that
 * show a campaign's texts load.
 */
export function loadNamespace(language: TextLanguage, namespace: Namespace): Promise<Texts> {
  const load = namespace === 'campaigns' ? bannerTexts[language] : loaders[language][namespace];
  if (load) return load().then((m) => m.default as Texts);
  if (!isCampaignNamespace(namespace)) return Promise.resolve({});
  return import('../campaign-files/texts').then((m) => m.loadCampaignTexts(language, namespace)).then((texts) => (texts ?? {}) as Texts);
}
