import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** `npm run lint:api` (scripts/lint-api.ts) with the rules of redocly.yaml. */
const root = fileURLToPath(new URL('../..', import.meta.url));
const lint = (...args: string[]) =>
  spawnSync(`${root}node_modules/.bin/tsx`, ['scripts/lint-api.ts', ...args], { cwd: root, encoding: 'utf8' });

describe('the OpenAPI lint', () => {
  it('fails on a broken document, naming the rule and the line', () => {
    const run = lint('tests/codegen/api-lint/broken-openapi.yaml');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('tests/codegen/api-lint/broken-openapi.yaml:24:');
    expect(run.stderr).toMatch(/error struct: Property `e-shop included` is not expected here/);
  });

  it('passes on the document codegen merges from spec/api', () => {
    const run = lint();
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
