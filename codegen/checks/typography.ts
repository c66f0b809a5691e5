import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';
import type { Sources } from './sources';

/**
 * A sum written with the other language's decimal mark ("5.00 €" in Lithuanian, "€5,00" in English) reads
 * as another number or as a typing mistake beside the sums the portal prints (Intl, core §9). The space
 * before € is only typography and is normalised as the file is read (load/normalise.ts); the mark is not.
 */
const WRONG_MARK: Record<string, { pattern: RegExp; fix: (m: RegExpExecArray) => string }> = {
  comma: {
    pattern: /(\d+)\.(\d{1,2})(\s?)€/,
    fix: (m) => `write ${m[1]},${m[2]}${m[3] ? ' ' : ''}€: Lithuanian and Russian write a decimal comma`,
  },
  point: { pattern: /€\s?(\d+),(\d{1,2})(?!\d)/, fix: (m) => `write €${m[1]}.${m[2]}: English writes a decimal point` },
};
const MARK_OF: Record<string, keyof typeof WRONG_MARK> = { lt: 'comma', ru: 'comma', ua: 'comma', en: 'point' };

function* texts(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* texts(v, [...path, k]);
}

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

export function checkTypography(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  const check = (lang: string, tree: unknown, report: (path: string[], problem: string, fix: string) => void) => {
    const rule = WRONG_MARK[MARK_OF[lang] ?? 'comma']!;
    for (const [path, text] of texts(tree)) {
      const found = rule.pattern.exec(text);
      if (found) report(path, `${quoted(text)}: the sum ${found[0].trim()} has the wrong decimal mark`, rule.fix(found));
    }
  };
  for (const [lang, namespaces] of Object.entries(spec.i18n)) {
    for (const [ns, tree] of Object.entries(namespaces ?? {})) {
      const source = sources.i18n.get(`spec/i18n/${lang}/${ns}.yaml`);
      if (source) check(lang, tree, (path, problem, fix) => diagnostics.add(source.problem(path, problem, fix)));
    }
  }
  for (const c of spec.campaigns)
    for (const [lang, tree] of Object.entries(c.texts))
      check(lang, tree, (path, problem, fix) => diagnostics.add(c.origin.source.problem(['texts', lang, ...path], problem, fix)));
}
