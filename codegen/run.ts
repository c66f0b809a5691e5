import { performance } from 'node:perf_hooks';
import { emitAll } from './emit/index';
import type { SpecProblem } from './load/diagnostics';
import { readSpec } from './pipeline';
import { compare, write, type Drift } from './write';

/**
 * One codegen run over the spec at `root`: the CLI's (`npm run codegen`, `--check`) and the development
 * server's, which runs it in its own process on every saved spec file (vite.config.ts), so the second and
 * later runs reuse what did not change (the forms' compiled validators, the API's types).
 * A spec with mistakes throws SpecErrors, naming each at its file, line and column; what it only warns of
 * (a date already past, an emoji) is returned for the caller to print.
 */
export async function runCodegen(
  root: string,
  { check = false } = {},
): Promise<{ files: number; changed: number; drift?: Drift; ms: number; warnings: readonly SpecProblem[] }> {
  const started = performance.now();
  const spec = readSpec(root);
  const { warnings } = spec;
  const files = await emitAll(spec);
  const outDir = `${root}/generated`;
  if (check)
    return { files: files.length, changed: 0, drift: compare(outDir, files), ms: Math.round(performance.now() - started), warnings };
  const changed = write(outDir, files);
  return { files: files.length, changed, ms: Math.round(performance.now() - started), warnings };
}
