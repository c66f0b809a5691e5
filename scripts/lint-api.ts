import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { SpecErrors } from '../codegen/load/diagnostics';
import { readApiSpec } from '../codegen/pipeline';
import { apiSourceLocator } from './lib/api-sources';

/**
 * `npm run lint:api`: Redocly's linter (rules in redocly.yaml) over the OpenAPI document codegen
 * merges from spec/api/*.yaml, each problem shown at its spec file, line and column. With a file
 * argument it lints that file as it is (the test's deliberately broken fixture). Any problem fails.
 */
const root = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');
const cli = join(root, 'node_modules/@redocly/cli/bin/cli.js');

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer?: string; reportOnKey?: boolean; start?: { line: number; col: number } }[];
}

function redocly(file: string): Problem[] {
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  });
  try {
    return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
  } catch {
    throw new Error(`redocly did not answer in JSON (exit ${run.status}):\n${run.stderr}`);
  }
}

function main(): number {
  const given = process.argv[2];
  let problems: Problem[];
  let where: (p: Problem) => string;
  if (given) {
    problems = redocly(resolve(given));
    where = (p) => `${given}:${p.location[0]?.start?.line ?? 1}:${p.location[0]?.start?.col ?? 1}`;
  } else {
    const api = readApiSpec(root).api;
    const dir = mkdtempSync(join(tmpdir(), 'lint-api-'));
    try {
      writeFileSync(join(dir, 'openapi.yaml'), stringify(api.document, { aliasDuplicateObjects: false }));
      problems = redocly(join(dir, 'openapi.yaml'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const locate = apiSourceLocator(api.files, (file) => readFileSync(join(root, file), 'utf8'));
    where = (p) => locate(p.location[0]?.pointer ?? '#/', p.location[0]?.reportOnKey ?? false);
  }
  for (const p of problems) {
    console.error(
      `${where(p)} ${p.severity === 'warn' ? 'warning' : p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? '#/'})`,
    );
  }
  if (problems.length) {
    console.error(`\n${problems.length} problem(s) in the OpenAPI document (rules: redocly.yaml).`);
    return 1;
  }
  console.log(`${given ?? 'spec/api'}: the OpenAPI linter (redocly.yaml) finds no problem.`);
  return 0;
}

try {
  process.exit(main());
} catch (error) {
  if (!(error instanceof SpecErrors)) throw error;
  console.error(error.message);
  process.exit(2);
}
