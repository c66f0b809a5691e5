import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderTemplate } from '../../codegen/emit/template';
import { compare, write } from '../../codegen/write';

let out: string;
beforeEach(() => {
  out = mkdtempSync(join(tmpdir(), 'codegen-out-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

const files = [
  { path: 'a.ts', content: 'export const a = 1;\n' },
  { path: 'nested/b.ts', content: 'export const b = 2;\n' },
];

describe('check mode and the writer', () => {
  it('finds nothing to report once the output is written', () => {
    expect(write(out, files)).toBe(2);
    expect(compare(out, files)).toEqual({ stale: [], missing: [], orphans: [] });
    expect(write(out, files)).toBe(0);
  });

  it('names stale, missing and orphan files without writing anything', () => {
    write(out, files);
    writeFileSync(join(out, 'a.ts'), 'export const a = 0; // edited by hand\n');
    rmSync(join(out, 'nested/b.ts'));
    mkdirSync(join(out, 'old'), { recursive: true });
    writeFileSync(join(out, 'old/c.ts'), 'export {};\n');
    expect(compare(out, files)).toEqual({ stale: ['a.ts'], missing: ['nested/b.ts'], orphans: ['old/c.ts'] });
    expect(readFileSync(join(out, 'a.ts'), 'utf8')).toContain('edited by hand');
  });

  it('removes orphans when writing', () => {
    write(out, files);
    writeFileSync(join(out, 'orphan.ts'), 'export {};\n');
    write(out, files);
    expect(existsSync(join(out, 'orphan.ts'))).toBe(false);
  });
});

describe('templates', () => {
  it('keep <, & and quotes as they are: mustache escaping is off for code', () => {
    const text = renderTemplate('api-client.ts', { header: '// h\n', basePath: "/a<b>&'c'", operations: [] });
    expect(text).toContain("export const API_BASE_PATH = '/a<b>&'c'';");
    expect(text).not.toContain('&lt;');
    expect(text).not.toContain('&amp;');
    expect(text).not.toContain('&#39;');
  });
});
