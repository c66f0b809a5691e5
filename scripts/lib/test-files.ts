import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The folders vitest runs (vitest.config.ts) and test:quick chooses from (scripts/test-quick.mts). */
export const TEST_ROOTS = ['tests/codegen', 'tests/unit', 'tests/component'];

/** Every vitest file under `dir` (`*.test.ts`, `*.test.tsx`); a codegen fixture folder holds none. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'fixtures' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
