import type { i18n } from 'i18next';
import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { mergeTexts } from './i18n';

/**
 * Core §5: validation messages come from the CMS's resource groups; their entries override the
 * generated texts of the same key. The Validation group merges into the `validation` namespace, other
 * groups into `resources` under their name. A failed load keeps the generated texts, silently.
 */
export const RESOURCE_GROUPS = ['Validation', 'Refill', 'Common'] as const;

export async function mergeResourceGroups(services: Pick<Services, 'api'>, instance: i18n, language: Language): Promise<void> {
  try {
    // Load the generated namespaces first: merging into one not yet loaded would stand in for it.
    await instance.loadNamespaces(['validation']);
    const groups = await unwrap(services.api.GET('/resource/groups', { params: { query: { groups: [...RESOURCE_GROUPS] } } }));
    for (const group of groups) {
      const texts = Object.fromEntries(group.resources.map((r) => [r.key, r.value]));
      if (group.name === 'Validation') mergeTexts(instance, language, 'validation', texts);
      else mergeTexts(instance, language, 'resources', { [group.name]: texts });
    }
  } catch {
    // The generated texts stand in.
  }
}
