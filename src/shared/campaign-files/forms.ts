import type { FormDefinition } from '../../../generated/forms/index';
import { loadersOnDisk } from './on-disk';

const campaignForms = import.meta.env
  ? import.meta.glob<{ default: FormDefinition }>(['./forms/campaigns/*.ts', '!./forms/campaigns/*.*.ts'], {
      base: '../../../generated/',
    })
  : loadersOnDisk<{ default: FormDefinition }>(import.meta.url, '../../../generated/forms/campaigns/', /^[^.]+\.ts$/);

/** A campaign file's form (generated/forms/campaigns/<name>.ts), its own chunk with its validator. */
export function loadCampaignForm(name: string): Promise<FormDefinition> {
  const load = campaignForms[`./forms/campaigns/${name}.ts`];
  if (!load) return Promise.reject(new Error(`no form ${name} in spec/forms/ or the campaign files (run npm run codegen)`));
  return load().then((m) => m.default);
}
