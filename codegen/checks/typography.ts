import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';
import type { Sources } from './sources';

/**
 * A sum and its unit written with a plain space ("5 €") may break across lines, and it is not how the
 * portal prints sums (Intl puts a no-break space there); the copy and the formatted amounts must agree.
 */
const SPLIT_SUM = /\d €/;

function* texts(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* texts(v, [...path, k]);
}

const FIX =
  'put a no-break space between the number and € (the character U+00A0, or \\u00a0 inside a double-quoted text: "5\\u00a0€"), as the portal prints sums';
const problem = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}": a sum and its € are split by a plain space`;

export function checkTypography(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  for (const [lang, namespaces] of Object.entries(spec.i18n)) {
    for (const [ns, tree] of Object.entries(namespaces ?? {})) {
      const source = sources.i18n.get(`spec/i18n/${lang}/${ns}.yaml`);
      if (!source) continue;
      for (const [path, text] of texts(tree)) if (SPLIT_SUM.test(text)) diagnostics.add(source.problem(path, problem(text), FIX));
    }
  }
  for (const c of spec.campaigns)
    for (const [path, text] of texts(c.texts))
      if (SPLIT_SUM.test(text)) diagnostics.add(c.origin.source.problem(['texts', ...path], problem(text), FIX));
}
