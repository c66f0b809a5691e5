import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_VARIABLES, loadBuildEnv } from '../../../scripts/lib/build-env';

const root = new URL('../../../', import.meta.url).pathname;
const example = readFileSync(join(root, '.env.example'), 'utf8');
// Vite's own (import.meta.env.DEV, …), and what the scripts set for the tools they start, not read.
const NOT_OURS = new Set([
  'DEV',
  'PROD',
  'MODE',
  'SSR',
  'BASE_URL',
  'NODE_ENV',
  'NODE_TLS_REJECT_UNAUTHORIZED',
  'VITE_CONFIG_NATIVE_IGNORE_WARNING',
]);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts)$/.test(name) ? [path] : [];
  });
}

const read = [
  ...['src', 'scripts', 'codegen', 'deploy', 'tests/e2e'].flatMap((dir) => sources(join(root, dir))),
  ...['vite.config.ts', 'playwright.config.ts', 'vitest.config.ts'].map((file) => join(root, file)),
].flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/\b(?:process\.env|import\.meta\.env|env)\.([A-Z][A-Z0-9_]*)\b/g)].map((m) => m[1]!),
);
const readNames = new Set(read.filter((name) => !NOT_OURS.has(name)));
const named = (text: string) => new Set([...text.matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!));
const groups = example.split(/^# --- /m).slice(1);

describe('.env.example', () => {
  it('names every variable the code reads, and none it does not', () => {
    expect(readNames.size).toBeGreaterThan(15);
    expect([...named(example)].sort()).toEqual([...readNames].sort());
  });

  it("names the build's variables, which .env files may set, in its first group", () => {
    expect(groups[0]).toMatch(/^The build and its servers/);
    expect([...named(groups[0]!)].sort()).toEqual([...BUILD_VARIABLES].sort());
  });
});

describe('loadBuildEnv', () => {
  const saved = { ...process.env };
  afterEach(() => {
    for (const name of BUILD_VARIABLES) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });
  const project = (files: Record<string, string>) => {
    const dir = mkdtempSync(join(tmpdir(), 'build-env-'));
    for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
    return dir;
  };

  it('takes a .env file’s value, the mode’s file over it, and the shell’s over both', () => {
    delete process.env.VITE_API_BASE_URL;
    delete process.env.PORT;
    const dir = project({ '.env': 'VITE_API_BASE_URL=https://api.example.lt/api\nPORT=6000\n', '.env.production': 'PORT=6001\n' });
    process.env.PORT = '6002';
    loadBuildEnv('production', dir);
    expect(process.env.VITE_API_BASE_URL).toBe('https://api.example.lt/api');
    expect(process.env.PORT).toBe('6002');
    delete process.env.PORT;
    loadBuildEnv('production', dir);
    expect(process.env.PORT).toBe('6001');
  });

  it('refuses a value the build cannot use, naming it and what to write', () => {
    delete process.env.VITE_API_BASE_URL;
    const dir = project({ '.env': 'VITE_API_BASE_URL=https://api.example.lt/api/\n' });
    expect(() => loadBuildEnv('production', dir)).toThrow(
      "VITE_API_BASE_URL=https://api.example.lt/api/ (in the environment or a .env file) is not one the build can use: write the API's absolute address without a trailing slash, such as https://portal.example.lt/api.",
    );
    for (const bad of ['api.example.lt', 'ftp://api.example.lt', '/api', 'https://api.example.lt/api?x=1']) {
      process.env.VITE_API_BASE_URL = bad;
      expect(() => loadBuildEnv('production', dir), bad).toThrow(/^VITE_API_BASE_URL=/);
    }
    process.env.VITE_API_BASE_URL = 'http://localhost:5174/api';
    process.env.PORT = '70000';
    expect(() => loadBuildEnv('production', dir)).toThrow(
      'PORT=70000 (in the environment or a .env file) is not one the build can use: write a port number, such as 5173.',
    );
  });
});
