import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * src/sandbox/ is the built-in backend: it runs in Node (vite middleware, `npm run sandbox`, msw/node) and
 * `npm run build` leaves it out, so it may compile the OpenAPI schemas with ajv. Everything else under src/
 * can end up in the browser bundle.
 */
const NODE_ONLY = [join(root, 'src', 'sandbox')];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (NODE_ONLY.includes(path)) return [];
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(m?[jt]sx?|cjs)$/.test(entry.name) ? [path] : [];
  });
}

interface Import {
  statement: string;
  specifier: string;
  typeOnly: boolean;
}

/** Every static import/export-from, dynamic import() and require() of a file, comments stripped first. */
function importsOf(code: string): Import[] {
  const text = code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found: Import[] = [];
  for (const m of text.matchAll(/\b(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    found.push({ statement: m[0], specifier: m[4]!, typeOnly: Boolean(m[2]) });
  }
  for (const m of text.matchAll(/\bimport\s*['"]([^'"]+)['"]/g)) found.push({ statement: m[0], specifier: m[1]!, typeOnly: false });
  for (const m of text.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g))
    found.push({ statement: m[0], specifier: m[1]!, typeOnly: false });
  return found;
}

const isAjv = (s: string) => /^ajv(-formats)?(\/|$)/.test(s);
const isRjsfAjv = (s: string) => s === '@rjsf/validator-ajv8' || s.startsWith('@rjsf/validator-ajv8/');

/** The two ways to reach only the precompiled validator; anything else may pull in ajv's compiler. */
function allowedRjsfAjv({ statement, specifier, typeOnly }: Import): boolean {
  if (typeOnly) return true; // erased at build time
  if (specifier === '@rjsf/validator-ajv8') return /^import\s*\{\s*createPrecompiledValidator\s*\}\s*from/.test(statement);
  return /^@rjsf\/validator-ajv8\/(lib|dist)\/createPrecompiledValidator(\.js)?$/.test(specifier) && /^import\s+\w+\s+from/.test(statement);
}

function offences(dir: string) {
  const bad: string[] = [];
  let rjsfAjvImports = 0;
  for (const file of sourceFiles(join(root, dir))) {
    for (const found of importsOf(readFileSync(file, 'utf8'))) {
      const where = `${relative(root, file)}: ${found.statement}`;
      if (isAjv(found.specifier) && !found.typeOnly) bad.push(where);
      if (isRjsfAjv(found.specifier)) {
        rjsfAjvImports++;
        if (!allowedRjsfAjv(found)) bad.push(where);
      }
    }
  }
  return { bad, rjsfAjvImports };
}

describe('no runtime ajv compiler in the bundle (CSP without unsafe-eval)', () => {
  it('src/ imports from @rjsf/validator-ajv8 only createPrecompiledValidator, and nothing from ajv', () => {
    const { bad, rjsfAjvImports } = offences('src');
    expect(bad).toEqual([]);
    // The form renderer does use the precompiled validator, so the scan is known to see imports.
    expect(rjsfAjvImports).toBeGreaterThan(0);
  });

  it('the generated validators the bundle imports need no ajv at run time', () => {
    const { bad } = offences('generated');
    expect(bad).toEqual([]);
  });

  it('the scanner catches what it must', () => {
    const check = (code: string) =>
      importsOf(code).filter((i) => (isAjv(i.specifier) && !i.typeOnly) || (isRjsfAjv(i.specifier) && !allowedRjsfAjv(i)));
    expect(check(`import validator from '@rjsf/validator-ajv8';`)).toHaveLength(1);
    expect(check(`import validator, { createPrecompiledValidator } from '@rjsf/validator-ajv8';`)).toHaveLength(1);
    expect(check(`import { customizeValidator } from '@rjsf/validator-ajv8';`)).toHaveLength(1);
    expect(check(`import * as v from '@rjsf/validator-ajv8';`)).toHaveLength(1);
    expect(check(`export { default } from '@rjsf/validator-ajv8';`)).toHaveLength(1);
    expect(check(`const v = await import('@rjsf/validator-ajv8');`)).toHaveLength(1);
    expect(check(`import Ajv from 'ajv';`)).toHaveLength(1);
    expect(check(`import { Ajv } from "ajv/dist/2020";`)).toHaveLength(1);
    expect(check(`const Ajv = require('ajv');`)).toHaveLength(1);
    expect(check(`import 'ajv';`)).toHaveLength(1);
    expect(check(`import addFormats from 'ajv-formats';`)).toHaveLength(1);
    expect(check(`import { createPrecompiledValidator } from '@rjsf/validator-ajv8';`)).toEqual([]);
    expect(check(`import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';`)).toEqual([]);
    expect(check(`import type { ValidatorFunctions } from '@rjsf/validator-ajv8';`)).toEqual([]);
    expect(check(`// import Ajv from 'ajv';`)).toEqual([]);
  });
});
