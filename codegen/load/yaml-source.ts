import { readFileSync } from 'node:fs';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import type { Diagnostics, SpecProblem } from './diagnostics';
import { dotted } from './diagnostics';
import { explainYamlError } from './yaml-errors';

export type DataPath = readonly (string | number)[];

/**
 * A parsed YAML file that remembers where every value came from, so that any later check (schema or
 * cross-file) can point at a line and column.
 */
export class YamlSource {
  readonly data: unknown;
  private readonly lines = new LineCounter();
  private readonly doc;

  constructor(
    /** Path relative to the project root, as shown in messages (`spec/routes.yaml`). */
    readonly file: string,
    text: string,
    diagnostics: Diagnostics,
  ) {
    this.doc = parseDocument(text, { lineCounter: this.lines, prettyErrors: false, uniqueKeys: true });
    // One mistake usually makes the parser complain several times: the first says it best.
    const first = this.doc.errors[0];
    if (first) {
      const explained = explainYamlError(first, text, this.lines);
      diagnostics.add({
        file,
        line: explained.line,
        col: explained.col,
        path: '',
        problem: `YAML: ${explained.problem}`,
        fix: explained.fix,
      });
    }
    this.data = this.doc.errors.length ? undefined : this.doc.toJS();
  }

  static read(root: string, file: string, diagnostics: Diagnostics): YamlSource {
    return new YamlSource(file, readFileSync(`${root}/${file}`, 'utf8'), diagnostics);
  }

  /** Line and column of the value at `path`; the nearest existing ancestor when the path is missing. */
  position(path: DataPath, { key = false } = {}): { line: number; col: number } {
    let node: unknown = this.doc.contents;
    let keyNode: Node | undefined;
    for (const segment of path) {
      const next = childOf(node, segment);
      if (!next) break;
      node = next.value;
      keyNode = next.key;
    }
    const target = (key && keyNode) || (node as Node | undefined) || keyNode;
    const offset = target && 'range' in target && target.range ? target.range[0] : 0;
    return this.lines.linePos(offset);
  }

  problem(path: DataPath, problem: string, fix: string, options?: { key?: boolean }): SpecProblem {
    return { file: this.file, ...this.position(path, options), path: dotted(path), problem, fix };
  }
}

function childOf(node: unknown, segment: string | number): { key?: Node; value: unknown } | undefined {
  if (isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && String(p.key.value) === String(segment));
    return pair ? { key: pair.key as Node, value: pair.value ?? pair.key } : undefined;
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item === undefined ? undefined : { value: item };
  }
  return undefined;
}
