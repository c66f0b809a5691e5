import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';
import type { Sources } from './sources';

/**
 * A number written with a decimal point beside € or a unit ("5.00 €", "€0.29", "1.5 GB") reads as another
 * number beside the ones the portal prints: every number on every page takes the one decimal mark of
 * spec/app.yaml formats.number (core §9's comma, English included). The space before € is only typography
 * and is normalised as the file is read (load/normalise.ts); the mark is not.
 */
const POINT_SUM = /(€\s?)(\d+)\.(\d{1,2})(?!\d)|(\d+)\.(\d{1,2})(\s?)(€|%|GB|MB|kB)/;
const withMark = (m: RegExpExecArray, mark: string) =>
  m[1] !== undefined ? `${m[1]}${m[2]}${mark}${m[3]}` : `${m[4]}${mark}${m[5]}${m[6] ? ' ' : ''}${m[7]}`;

function* texts(node: unknown, path: string[] = []): Generator<[string[], string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) yield* texts(v, [...path, k]);
}

const quoted = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;

export function checkTypography(spec: Spec, sources: Sources, diagnostics: Diagnostics): void {
  const mark = spec.app.formats.number.decimalMark;
  const check = (_lang: string, tree: unknown, report: (path: string[], problem: string, fix: string) => void) => {
    if (mark === '.') return;
    for (const [path, text] of texts(tree)) {
      const found = POINT_SUM.exec(text);
      if (found)
        report(
          path,
          `${quoted(text)}: the number ${found[0].trim()} has the wrong decimal mark`,
          `write ${withMark(found, mark)}: every page writes the decimal mark "${mark}" (spec/app.yaml formats.number)`,
        );
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
