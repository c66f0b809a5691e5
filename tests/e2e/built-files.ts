import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The built file of a source module, from the build's manifest: chunks are named by their content hash
 * alone (scripts/lib/text-chunk-names.ts), so a test finds the app's start or a screen's chunk this way.
 */
export function builtFile(source: string): string {
  const manifest = JSON.parse(readFileSync(join(process.env.E2E_OUT_DIR ?? 'dist', '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[source]?.file;
  if (!file) throw new Error(`the build has no chunk of ${source}`);
  return `/${file}`;
}
