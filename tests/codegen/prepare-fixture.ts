import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface Edit {
  file: string;
  find: string;
  replace: string;
}

/**
 * A golden case's spec on disk under `work/<name>`: minimal's spec and public/, then the spec/ of the case
 * named in `from.txt`, then the case's own spec/ files, then its `edits.yaml` (exact text replacements).
 */
export function prepareFixture(name: string, work: string): string {
  const root = join(work, name);
  cpSync(join(fixtures, 'minimal', 'spec'), join(root, 'spec'), { recursive: true });
  cpSync(join(fixtures, 'minimal', 'public'), join(root, 'public'), { recursive: true });
  const from = existsSync(join(fixtures, name, 'from.txt')) ? readFileSync(join(fixtures, name, 'from.txt'), 'utf8').trim() : undefined;
  for (const layer of [from, name])
    if (layer && layer !== 'minimal' && existsSync(join(fixtures, layer, 'spec')))
      cpSync(join(fixtures, layer, 'spec'), join(root, 'spec'), { recursive: true });
  const editsFile = join(fixtures, name, 'edits.yaml');
  for (const edit of existsSync(editsFile) ? (parse(readFileSync(editsFile, 'utf8')) as Edit[]) : []) {
    const path = join(root, edit.file);
    const text = readFileSync(path, 'utf8');
    if (!text.includes(edit.find)) throw new Error(`${name}/edits.yaml: "${edit.find}" not found in ${edit.file}`);
    // A function, so a `$'` in the new text is text, not a replacement pattern.
    writeFileSync(
      path,
      text.replace(edit.find, () => edit.replace),
    );
  }
  return root;
}
