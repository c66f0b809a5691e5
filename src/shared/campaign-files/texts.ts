import { loadersOnDisk } from './on-disk';

// A campaign's own namespace in each language (./lt/campaign-wheel.ts: campaign-wheel in lt), each its own
// chunk. Shared namespaces named alike (campaign-ui) match too; they are never asked for here
// (src/shared/i18n/load-namespace.ts loads those from generated/i18n/index.ts).
const campaignTexts = import.meta.env
  ? import.meta.glob<{ default: unknown }>(['../../../generated/i18n/*/campaign-*.ts', '!../../../generated/i18n/*/campaign-*.*.ts'])
  : loadersOnDisk<{ default: unknown }>(import.meta.url, '../../../generated/i18n/*/', /^campaign-[^.]+\.ts$/);

/** A campaign namespace's texts in a language; undefined where it has none. */
export function loadCampaignTexts(language: string, namespace: string): Promise<unknown> {
  const load = campaignTexts[`../../../generated/i18n/${language}/${namespace}.ts`];
  return load ? load().then((m) => m.default) : Promise.resolve(undefined);
}
