import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { emitAll } from '../../codegen/emit/index';
import { formatWarning, SpecErrors } from '../../codegen/load/diagnostics';
import { readSpec } from '../../codegen/pipeline';
import { allScreensExist, type ScreenFiles } from '../../codegen/load/screens';
import { prepareFixture } from './prepare-fixture';

/**
 * One folder per case under fixtures/. `minimal` is a whole small spec beside its expected output.
 * Every other case starts from minimal's spec, changes it (`edits.yaml`: exact text replacements,
 * and/or files under `spec/`), and pins either the exact error text (`expected-error.txt`) or the
 * output (`expected/`: only the files whose output differs from minimal's, so a case shows what its
 * change makes). UPDATE_GOLDEN=1 rewrites the expectations. A fixture has no src/: every screen its
 * routes name has a component in src/features/fixture/screens/, unless the case lists the component
 * files that exist in `components.txt` (one path a line, like src/features/help/screens/Help.tsx).
 * `expected-warnings.txt` pins what codegen warns of without refusing (such a case without `expected/`
 * pins only its warnings); `from.txt` names the case whose spec/ this one starts from; every case has
 * minimal's public/ (the pictures the build serves).
 */
const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));
const update = process.env.UPDATE_GOLDEN === '1';
const work = mkdtempSync(join(tmpdir(), 'codegen-golden-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const prepare = (name: string): string => prepareFixture(name, work);

function screenFiles(name: string): ScreenFiles {
  const list = join(fixtures, name, 'components.txt');
  if (!existsSync(list)) return allScreensExist('fixture');
  const files = readFileSync(list, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return () => files;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(dir, join(prefix, e.name)) : [join(prefix, e.name)],
  );
}

// minimal first: the other cases keep only what differs from its output, which an update may just have changed.
const cases = readdirSync(fixtures).sort((a, b) => Number(b === 'minimal') - Number(a === 'minimal') || a.localeCompare(b));

describe('codegen golden cases', () => {
  for (const name of cases) {
    it(name, async () => {
      const root = prepare(name);
      const errorFile = join(fixtures, name, 'expected-error.txt');
      const expectedDir = join(fixtures, name, 'expected');
      const warningsFile = join(fixtures, name, 'expected-warnings.txt');
      let message: string | undefined;
      let files: Awaited<ReturnType<typeof emitAll>> = [];
      try {
        const spec = readSpec(root, { screenFiles: screenFiles(name) });
        if (existsSync(warningsFile)) {
          const warnings = spec.warnings.map(formatWarning).join('\n');
          if (update) writeFileSync(warningsFile, `${warnings}\n`);
          expect(warnings).toBe(readFileSync(warningsFile, 'utf8').trimEnd());
          if (!existsSync(expectedDir)) return;
        }
        files = await emitAll(spec);
      } catch (error) {
        if (!(error instanceof SpecErrors)) throw error;
        message = error.message;
      }
      if (existsSync(errorFile) || (update && message !== undefined)) {
        if (update) writeFileSync(errorFile, `${message ?? ''}\n`);
        expect(message).toBe(readFileSync(errorFile, 'utf8').trimEnd());
        return;
      }
      expect(message).toBeUndefined();
      const minimalDir = join(fixtures, 'minimal', 'expected');
      const sameAsMinimal = (f: { path: string; content: string }) =>
        name !== 'minimal' && existsSync(join(minimalDir, f.path)) && readFileSync(join(minimalDir, f.path), 'utf8') === f.content;
      const own = files.filter((f) => !sameAsMinimal(f));
      if (update) {
        rmSync(expectedDir, { recursive: true, force: true });
        for (const f of own) {
          mkdirSync(dirname(join(expectedDir, f.path)), { recursive: true });
          writeFileSync(join(expectedDir, f.path), f.content);
        }
      }
      expect(own.map((f) => f.path).sort()).toEqual(listFiles(expectedDir).sort());
      for (const f of own) expect(f.content, f.path).toBe(readFileSync(join(expectedDir, f.path), 'utf8'));
      if (name !== 'minimal') {
        // Files minimal has and this case does not make would show here as missing.
        expect(listFiles(minimalDir).filter((path) => !files.some((f) => f.path === path))).toEqual([]);
      }
    });
  }
});
