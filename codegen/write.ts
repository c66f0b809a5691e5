import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { GeneratedFile } from './emit/header';

export interface Drift {
  stale: string[];
  missing: string[];
  orphans: string[];
}

function listFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Compares what the emitters produced with generated/ on disk, writing nothing. */
export function compare(outDir: string, files: readonly GeneratedFile[]): Drift {
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const onDisk = listFiles(outDir).map((f) => relative(outDir, f).split('\\').join('/'));
  const drift: Drift = { stale: [], missing: [], orphans: [] };
  for (const [path, content] of wanted) {
    if (!onDisk.includes(path)) drift.missing.push(path);
    else if (readFileSync(join(outDir, path), 'utf8') !== content) drift.stale.push(path);
  }
  drift.orphans = onDisk.filter((p) => !wanted.has(p)).sort();
  return drift;
}

/** Writes changed files and removes files no emitter produced; returns how many files changed. */
export function write(outDir: string, files: readonly GeneratedFile[], { prune = true } = {}): number {
  const drift = compare(outDir, files);
  const changed = new Set([...drift.stale, ...drift.missing]);
  for (const file of files) {
    if (!changed.has(file.path)) continue;
    mkdirSync(dirname(join(outDir, file.path)), { recursive: true });
    writeFileSync(join(outDir, file.path), file.content);
  }
  if (prune) for (const orphan of drift.orphans) rmSync(join(outDir, orphan));
  return changed.size + (prune ? drift.orphans.length : 0);
}
