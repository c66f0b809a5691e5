import type { Diagnostics } from './diagnostics';
import type { YamlSource } from './yaml-source';

/** Keys whose value may be null in OpenAPI; below `example(s)` anything goes. */
const NULLABLE_KEYS = new Set(['default', 'const']);
const FREE_KEYS = new Set(['example', 'examples']);

/**
 * A key without a value: in `{ description: Stock, e-shop included }` YAML ends the text at the
 * comma and makes the rest a key, which the linter and the generated document would carry as is.
 */
export function checkNullKeys(sources: YamlSource[], diagnostics: Diagnostics): void {
  for (const source of sources) {
    for (const { path, before } of nullKeys(source.data)) {
      const key = String(path[path.length - 1]);
      const fix = before
        ? `a comma inside { } ends a text: quote the whole text, ${before[0]}: '${before[1].replace(/'/g, "''")}'`
        : `give \`${key}\` a value, or remove it`;
      diagnostics.add(source.problem(path, `\`${key}\` has no value`, fix, { key: true }));
    }
  }
}

interface NullKey {
  path: (string | number)[];
  before?: [string, string];
}

function nullKeys(node: unknown, path: (string | number)[] = []): NullKey[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => nullKeys(n, [...path, i]));
  if (!node || typeof node !== 'object') return [];
  const entries = Object.entries(node);
  return entries.flatMap(([k, v], i): NullKey[] => {
    if (FREE_KEYS.has(k)) return [];
    if (v !== null) return nullKeys(v, [...path, k]);
    if (NULLABLE_KEYS.has(k)) return [];
    // The text the commas cut short is the nearest string before the run of keys without a value.
    let j = i - 1;
    while (j >= 0 && entries[j]![1] === null) j--;
    if (j < 0 || typeof entries[j]![1] !== 'string') return [{ path: [...path, k] }];
    let end = i + 1;
    while (end < entries.length && entries[end]![1] === null) end++;
    const text = [entries[j]![1], ...entries.slice(j + 1, end).map(([n]) => n)].join(', ');
    return [{ path: [...path, k], before: [entries[j]![0], text] }];
  });
}
