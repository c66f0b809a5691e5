import { loadersOnDisk } from './on-disk';

// A campaign's own namespace in each language (./i18n/lt/campaign-wheel.ts: campaign-wheel in lt), each its own
// chunk. The shared namespace named alike (campaign-ui, which src/shared/i18n/load-namespace.ts loads from
// generated/i18n/index.ts) is left out: a loader per language that is never asked for is bytes on every
// campaign page. Another one named so would only be such a loader.
const campaignTexts = import.meta.env
  ? import.meta.glob<{ default: unknown }>(['./i18n/*/campaign-*.ts', '!./i18n/*/campaign-*.*.ts', '!./i18n/*/campaign-ui.ts'], {
      base: '../../../generated/',
    })
  : loadersOnDisk<{ default: unknown }>(import.meta.url, '../../../generated/i18n/*/', /^campaign-[^.]+\.ts$/, ['campaign-ui.ts']);

/** A campaign namespace's texts in a language; undefined where it has none. */
export function loadCampaignTexts(language: string, namespace: string): Promise<unknown> {
  const load = campaignTexts[`./i18n/${language}/${namespace}.ts`];
  return load ? load().then((m) => m.default) : Promise.resolve(undefined);
}
