/**
 * Spec errors are written for the person who edits the YAML: where (file:line:col), what (the path into
 * the data), the problem, and what to write instead. They are collected, never thrown one by one, so a
 * run reports everything that is wrong at once.
 */
export interface SpecProblem {
  file: string;
  line: number;
  col: number;
  /** Dotted path into the file's data, e.g. `Refill.paths.en`. */
  path: string;
  problem: string;
  fix: string;
  /** A key the structure refuses (misspelt, wrongly formed): what other checks say of it is a follow-on. */
  badKey?: string;
  /** The cause of another problem, which says nothing once this one is said (`en is missing` at `texts`). */
  explains?: { path: string; name: string };
}

export function formatProblem(p: SpecProblem): string {
  const where = `${p.file}:${p.line}:${p.col}`;
  const what = p.path ? `${p.path}: ` : '';
  return `${where} ${what}${p.problem}${p.fix ? `; ${p.fix}` : ''}`;
}

export class SpecErrors extends Error {
  constructor(readonly problems: SpecProblem[]) {
    super(`${problems.length} problem(s) in spec/:\n${problems.map(formatProblem).join('\n')}`);
    this.name = 'SpecErrors';
  }
}

/** Collects problems; sorted by file and position so the output is stable. */
export class Diagnostics {
  private readonly items: SpecProblem[] = [];
  /** What the author may mean (a date already past, an emoji): said, never refused. */
  private readonly notes: SpecProblem[] = [];
  /** Structure (schema) problems: a later check's problem at or under one of their places is a follow-on. */
  private readonly structural = new Set<SpecProblem>();

  add(problem: SpecProblem, kind: 'structure' | 'check' = 'check'): void {
    if (kind === 'structure') this.structural.add(problem);
    this.items.push(problem);
  }

  warn(problem: SpecProblem): void {
    this.notes.push(problem);
  }

  /** The warnings, sorted as the problems are. */
  get warnings(): readonly SpecProblem[] {
    return [...this.notes].sort(byPlace);
  }

  /** A check's problem where the structure is already wrong says nothing new (and may be false). */
  private isFollowOn(problem: SpecProblem): boolean {
    if (this.structural.has(problem)) return false;
    for (const s of this.structural) {
      if (s.file !== problem.file) continue;
      if (s.path === problem.path || (s.path !== '' && problem.path.startsWith(`${s.path}.`))) return true;
      if (s.badKey && (problem.path.split('.').includes(s.badKey) || mentions(problem.problem, s.badKey))) return true;
    }
    return false;
  }

  get problems(): readonly SpecProblem[] {
    return this.items;
  }

  get count(): number {
    return this.items.length;
  }

  throwIfAny(): void {
    if (this.items.length === 0) return;
    const causes = this.items.filter((p) => p.explains);
    const explained = (p: SpecProblem) =>
      causes.some((c) => c !== p && c.file === p.file && c.explains!.path === p.path && mentions(p.problem, c.explains!.name));
    const sorted = this.items.filter((p) => !this.isFollowOn(p) && !explained(p)).sort(byPlace);
    // Several checks can find the same gap (a text missing against two languages); say it once.
    const seen = new Set<string>();
    const unique = sorted.filter((p) => {
      const id = `${p.file}:${p.line}:${p.col}:${p.path}`;
      return !seen.has(id) && seen.add(id);
    });
    throw new SpecErrors(unique);
  }
}

const byPlace = (a: SpecProblem, b: SpecProblem) =>
  a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.path.localeCompare(b.path);

/** `file:line:col warning: ...`, as a warning is printed by codegen and the development server. */
export const formatWarning = (p: SpecProblem): string => formatProblem(p).replace(/^(\S+) /, '$1 warning: ');

const mentions = (text: string, name: string) =>
  new RegExp(`(^|[^\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\w-])`).test(text);

/** `a.b.0.c` from a path array; array indexes stay numeric so a reader can count entries. */
export function dotted(path: readonly (string | number)[]): string {
  return path.map(String).join('.');
}
