import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The module id of the table; a language's chunk is `${BANNER_TEXTS}/<language>` (the build's manifest names it so). */
export const BANNER_TEXTS = 'virtual:campaign-banner-texts';
const ID = BANNER_TEXTS;
const I18N = fileURLToPath(new URL('../../generated/i18n/', import.meta.url));

/** The languages that have campaign banner texts: generated/i18n/<language>/campaigns/. */
const languages = () => readdirSync(I18N).filter((entry) => !entry.includes('.') && existsSync(`${I18N}${entry}/campaigns`));

/**
 * The campaigns namespace of each language, one chunk per language, as every other namespace is, joined from
 * each campaign's part of it (generated/i18n/<language>/campaigns/<campaign>.ts) without a module in
 * generated/ that runs code. `virtual:campaign-banner-texts` is a table of one loader per language (what the
 * entry carries for every namespace); `virtual:campaign-banner-texts/<language>` globs that language's parts,
 * a literal pattern per language, which no hand-written module can write without naming the languages, and
 * joins them in file order, as src/shared/campaign-files/ joins every other kind of part. A glob of every
 * language's parts instead cost each page showing banners its table of 32 loaders (0.6 kB gzip: issue 53).
 * Used by the build, the dev server, the prerender and vitest; Node tools read the parts from the disk
 * (src/shared/campaign-files/resources.ts).
 */
export function campaignTexts(): Plugin {
  return {
    name: 'portal:campaign-banner-texts',
    resolveId(source) {
      return source === ID || source.startsWith(`${ID}/`) ? `\0${source}` : null;
    },
    load(id) {
      if (id === `\0${ID}`) {
        const entries = languages().map((language) => `  ${language}: () => import('${ID}/${language}'),`);
        return `export const bannerTexts = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${ID}/`)) return null;
      const folder = `/generated/i18n/${id.slice(ID.length + 2)}/campaigns/`;
      // Joined here, not by importing src/shared/campaign-files/on-disk.ts's joinedParts: an import would make
      // that module's chunk a dependency every page's loader table names (0.1 kB gzip on every page).
      // Sorted as inFileOrder sorts: by key, which is the file name.
      return [
        `const parts = import.meta.glob(['${folder}*.ts', '!${folder}*.*.ts'], { base: '${folder}', eager: true, import: 'default' });`,
        'export default Object.assign({}, ...Object.keys(parts).sort().map((key) => parts[key]));',
        '',
      ].join('\n');
    },
  };
}
