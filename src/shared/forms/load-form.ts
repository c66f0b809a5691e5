import { forms, type FormDefinition, type FormName } from '../../../generated/forms/index';

/**
 * Any form by name: the spec's own from generated/forms/index.ts, a campaign file's through
 * src/shared/campaign-files/forms.ts, which only the pages that show a campaign's form load (a page's
 * cost does not grow with the campaigns).
 */
export function loadForm(name: FormName): Promise<FormDefinition> {
  const own = (forms as Partial<Record<string, () => Promise<FormDefinition>>>)[name];
  return own ? own() : import('../campaign-files/forms').then((m) => m.loadCampaignForm(name));
}
