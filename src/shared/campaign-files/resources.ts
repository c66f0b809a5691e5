import everyLanguage from '../../../generated/i18n/every-language';
import type { Resources, TextLanguage } from '../../../generated/i18n/index';
import { inFileOrder, joinedParts, partName, partsOnDisk } from './on-disk';

type Texts = Record<string, unknown> & { routes?: Record<string, unknown> };

// generated/i18n/every-language.ts: each language's shared namespaces; beside them each campaign's namespace
// and its part of the campaigns namespace. Read all at once: for tests, the sandbox and Node tools only (the
// app loads namespaces one by one: src/shared/i18n/load-namespace.ts).
const campaignNamespaces = import.meta.env
  ? import.meta.glob<Texts>(['./i18n/*/campaign-*.ts', '!./i18n/*/campaign-*.*.ts'], {
      base: '../../../generated/',
      eager: true,
      import: 'default',
    })
  : partsOnDisk<Texts>(import.meta.url, '../../../generated/i18n/*/', /^campaign-[^.]+\.ts$/);
const bannerParts = import.meta.env
  ? import.meta.glob<Texts>(['./i18n/*/campaigns/*.ts', '!./i18n/*/campaigns/*.*.ts'], {
      base: '../../../generated/',
      eager: true,
      import: 'default',
    })
  : partsOnDisk<Texts>(import.meta.url, '../../../generated/i18n/*/campaigns/', /^[^.]+\.ts$/);

const inLanguage = (parts: Record<string, Texts>, folder: string) => inFileOrder(parts).filter(([key]) => key.startsWith(folder));

/** Every text of a language, as the app has it once every namespace is loaded: the shared ones and each campaign's. */
function textsOf(language: string, own: Texts): Resources {
  const campaigns = inLanguage(campaignNamespaces, `./i18n/${language}/`)
    .map(([key, texts]) => [partName(key), texts] as const)
    .filter(([namespace]) => !(namespace in own));
  return {
    ...own,
    routes: joinedParts([own.routes ?? {}, ...campaigns.map(([, texts]) => texts.routes ?? {})]),
    campaigns: joinedParts(inLanguage(bannerParts, `./i18n/${language}/campaigns/`).map(([, part]) => part)),
    ...Object.fromEntries(campaigns),
  } as unknown as Resources;
}

/** Every text, by language and namespace. */
export const texts = Object.fromEntries(
  Object.entries(everyLanguage).map(([language, own]) => [language, textsOf(language, own as Texts)]),
) as Record<TextLanguage, Resources>;
