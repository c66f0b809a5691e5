import { inFileOrder, joinedParts, loadersOnDisk } from './on-disk';

type Part = { default: Record<string, unknown> };

// Each campaign's part of the campaigns namespace (its name and banner texts), per language; the build
// puts one language's parts in one chunk (vite.config.ts), so the namespace still loads as one file.
const parts = import.meta.env
  ? import.meta.glob<Part>(['../../../generated/i18n/*/campaigns/*.ts', '!../../../generated/i18n/*/campaigns/*.*.ts'])
  : loadersOnDisk<Part>(import.meta.url, '../../../generated/i18n/*/campaigns/', /^[^.]+\.ts$/);

/** The campaigns namespace in a language: every campaign's name and banner texts, in file order. */
export function loadBannerTexts(language: string): Promise<Record<string, unknown>> {
  const folder = `../../../generated/i18n/${language}/campaigns/`;
  const own = inFileOrder(parts).filter(([key]) => key.startsWith(folder));
  return Promise.all(own.map(([, load]) => load())).then((modules) => joinedParts(modules.map((m) => m.default)));
}
