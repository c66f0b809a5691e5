import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { emitApi } from './emit/api';
import { readApiSpec } from './pipeline';
import { formatWarning, SpecErrors } from './load/diagnostics';
import { runCodegen } from './run';
import { write } from './write';

const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const outDir = `${root}/generated`;
const check = process.argv.includes('--check');
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;

async function main(): Promise<number> {
  const started = performance.now();
  if (only === 'api') {
    if (check) throw new Error('--check always checks everything; drop --only');
    const files = (await emitApi(readApiSpec(root) as Parameters<typeof emitApi>[0])).sort((a, b) => a.path.localeCompare(b.path));
    const changed = write(outDir, files, { prune: false });
    console.log(`codegen (api only): ${files.length} files, ${changed} changed, ${Math.round(performance.now() - started)} ms.`);
    return 0;
  }
  if (only) throw new Error(`--only takes "api"; got ${only}`);
  const { files, changed, drift, ms, warnings } = await runCodegen(root, { check });
  for (const warning of warnings) console.warn(formatWarning(warning));
  if (drift) {
    const lines = [
      ...drift.stale.map((p) => `  stale:   generated/${p}`),
      ...drift.missing.map((p) => `  missing: generated/${p}`),
      ...drift.orphans.map((p) => `  orphan:  generated/${p} (no emitter produces it; delete it)`),
    ];
    if (lines.length) {
      console.error(
        `generated/ is not what spec/ produces (${lines.length} file(s)):\n${lines.join('\n')}\nRun \`npm run codegen\` and commit the result.`,
      );
      return 1;
    }
    console.log(`generated/ is current (${files} files, ${ms} ms).`);
    return 0;
  }
  console.log(`codegen: ${files} files, ${changed} changed, ${ms} ms.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof SpecErrors) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(3);
  },
);
