import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BANNER_TEXTS } from './campaign-texts-plugin';

const TEXT_MODULE = /\/generated\/i18n\/([a-z]{2})\/([\w-]+)\.ts$/;
const BANNER_PART = /\/generated\/i18n\/([a-z]{2})\/campaigns\/[\w-]+\.ts$/;

interface ChunkInfo {
  facadeModuleId: string | null;
  moduleIds: readonly string[];
}

/**
 * File names of the build's chunks. Each text chunk (one per language and namespace, about 140) is
 * named in the text loaders every page loads (generated/i18n/index.ts); with a content hash apiece,
 * 8 random characters that nothing compresses, that map was 1.7 kB of gzip; with one shared version it
 * is 1.0 kB. The version is a hash of every generated text file, the installed packages' versions
 * (the build tools') and the Vite config, so it changes whenever any text chunk could (the files are
 * served immutable). A text chunk holds its module alone (the texts import nothing); every other chunk
 * is its content hash alone: the names are in the preload lists and imports every page loads, where
 * "CookieSettingsButton" and the like were 1.5-1.7 kB of gzip of every page's start (2026-11-28). The
 * manifest and the source maps still say which source each file holds (scripts/lib/bundle.ts).
 */
export function chunkFileNames(root: string): (chunk: ChunkInfo) => string {
  const hash = createHash('sha256');
  const texts = join(root, 'generated/i18n');
  for (const lang of readdirSync(texts, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort())
    for (const file of readdirSync(join(texts, lang), { recursive: true, encoding: 'utf8' }).sort())
      if (file.endsWith('.ts')) hash.update(`${lang}/${file}\0`).update(readFileSync(join(texts, lang, file)));
  // Every installed package's version (the bundler, the minifier, the plugins: npm's record in
  // node_modules, or the lockfile) and the config: what else shapes a chunk.
  for (const file of ['node_modules/.package-lock.json', 'package-lock.json', 'vite.config.ts'])
    if (existsSync(join(root, file))) hash.update(`${file}\0`).update(readFileSync(join(root, file)));
  const version = hash.digest('base64url').slice(0, 8);
  return (chunk) => {
    // The campaigns namespace of a language: each campaign's part of it, in one chunk with the module that
    // joins them (scripts/lib/campaign-texts-plugin.ts).
    const parts = chunk.moduleIds.filter((id) => !id.startsWith(`\0${BANNER_TEXTS}/`)).map((id) => BANNER_PART.exec(id)?.[1]);
    if (parts.length && parts.every((lang) => lang && lang === parts[0])) return `assets/text-${parts[0]}-campaigns-${version}.js`;
    const text = chunk.facadeModuleId ? TEXT_MODULE.exec(chunk.facadeModuleId) : null;
    // A namespace's chunk holds its module alone.
    if (text && !chunk.moduleIds.every((id) => id.includes(`/generated/i18n/${text[1]}/`))) return 'assets/[hash].js';
    return text ? `assets/text-${text[1]}-${text[2]}-${version}.js` : 'assets/[hash].js';
  };
}
