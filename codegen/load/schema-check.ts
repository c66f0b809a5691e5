import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import type { Diagnostics } from './diagnostics';
import type { DataPath, YamlSource } from './yaml-source';

/** The kinds of spec file; each has a JSON Schema in codegen/schemas/<kind>.schema.yaml. */
export type SpecKind = 'app' | 'routes' | 'campaign' | 'validation' | 'enums' | 'form' | 'i18n' | 'api-fragment' | 'openapi';

const schemaDir = fileURLToPath(new URL('../schemas/', import.meta.url));
const ajv = new Ajv2020({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true });
ajv.addKeyword({ keyword: 'x-fix', schemaType: 'string' });
addFormats.default(ajv, ['date-time']);
// Schemas other kinds refer to ($ref: route.schema.yaml#/..., form.schema.yaml#/...).
for (const shared of ['route', 'form']) ajv.addSchema(parse(readFileSync(`${schemaDir}${shared}.schema.yaml`, 'utf8')) as object);
const compiled = new Map<SpecKind, ValidateFunction>();

/** The values a kind's schema allows for one of its top-level properties (`enum:`), read from the schema itself. */
export function schemaEnum(kind: SpecKind, property: string): readonly string[] {
  const schema = parse(readFileSync(`${schemaDir}${kind}.schema.yaml`, 'utf8')) as { properties?: Record<string, { enum?: string[] }> };
  const values = schema.properties?.[property]?.enum;
  if (!values?.length) throw new Error(`codegen/schemas/${kind}.schema.yaml has no enum for ${property}`);
  return values;
}

function validatorFor(kind: SpecKind): ValidateFunction {
  let validate = compiled.get(kind);
  if (!validate) {
    const schema = parse(readFileSync(`${schemaDir}${kind}.schema.yaml`, 'utf8')) as { $id?: string };
    validate = (schema.$id ? ajv.getSchema(schema.$id) : undefined) ?? ajv.compile(schema);
    compiled.set(kind, validate);
  }
  return validate;
}

/** Validates a file against its kind's schema; each ajv error becomes a positioned, actionable problem. */
export function checkSchema(source: YamlSource, kind: SpecKind, diagnostics: Diagnostics): boolean {
  const validate = validatorFor(kind);
  if (validate(source.data ?? null)) return true;
  for (const error of relevant(validate.errors ?? [])) {
    const path = toPath(error.instancePath);
    const { problem, fix, at, key } = explain(error, path);
    const found = source.problem(at, problem, fix, { key });
    diagnostics.add(key ? { ...found, badKey: String(at.at(-1)) } : found, 'structure');
  }
  return false;
}

/** Errors under a failing `if/then` or `anyOf` repeat what the branch said; keep the branch's own words. */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  // A key that breaks propertyNames is reported twice by ajv: once by the rule it breaks (with the rule's
  // own fix), once as "not allowed"; the first says more.
  const namedKeys = new Set(errors.filter((e) => e.propertyName !== undefined).map((e) => `${e.instancePath}/${e.propertyName}`));
  return errors.filter(
    (e) =>
      e.keyword !== 'if' &&
      e.keyword !== 'anyOf' &&
      e.keyword !== 'oneOf' &&
      !(
        e.keyword === 'propertyNames' && namedKeys.has(`${e.instancePath}/${String((e.params as { propertyName?: string }).propertyName)}`)
      ),
  );
}

function toPath(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

function fixOf(error: ErrorObject): string | undefined {
  const schema = error.parentSchema as { 'x-fix'?: string; description?: string } | undefined;
  return schema?.['x-fix'];
}

function explain(error: ErrorObject, path: DataPath): { problem: string; fix: string; at: DataPath; key?: boolean } {
  const params = error.params as Record<string, unknown>;
  const own = fixOf(error);
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const propSchema = (error.parentSchema as { properties?: Record<string, { description?: string }> })?.properties?.[name];
      const hint = propSchema?.description ? ` (${propSchema.description})` : '';
      return { problem: `${name} is missing`, fix: own ?? `add \`${name}:\`${hint}`, at: path };
    }
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object })?.properties ?? {});
      const suggestion = closest(name, allowed);
      return {
        problem: `unknown key \`${name}\``,
        fix: suggestion ? `did you mean \`${suggestion}\`? Allowed keys: ${allowed.join(', ')}` : `allowed keys: ${allowed.join(', ')}`,
        at: [...path, name],
        key: true,
      };
    }
    case 'propertyNames':
      return {
        problem: `key \`${String(params.propertyName)}\` is not allowed here`,
        fix: own ?? 'rename it',
        at: [...path, String(params.propertyName)],
        key: true,
      };
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      return { problem: `\`${String(error.data)}\` is not allowed`, fix: `write one of: ${allowed.join(', ')}`, at: path };
    }
    case 'type':
      if (params.type === 'boolean')
        return { problem: `\`${String(error.data)}\` is not a boolean`, fix: own ?? 'write true or false', at: path };
      if (params.type === 'array' && ['string', 'number', 'boolean'].includes(typeof error.data))
        return {
          problem: `must be a list, and \`${String(error.data)}\` is one value`,
          fix: own ?? `write it in [ ]: [${String(error.data)}], or one "- ${String(error.data)}" per line below`,
          at: path,
        };
      return { problem: `must be ${article(String(params.type))}`, fix: own ?? `write ${article(String(params.type))} here`, at: path };
    case 'pattern':
      // Under propertyNames the value is a key: point at the key itself.
      if (error.propertyName !== undefined)
        return {
          problem: `\`${error.propertyName}\` has the wrong form`,
          fix: own ?? `it must match ${String(params.pattern)}`,
          at: [...path, error.propertyName],
          key: true,
        };
      return { problem: `\`${String(error.data)}\` has the wrong form`, fix: own ?? `it must match ${String(params.pattern)}`, at: path };
    case 'minItems':
    case 'minProperties':
      return { problem: 'must not be empty', fix: own ?? 'add at least one entry', at: path };
    default:
      return { problem: error.message ?? error.keyword, fix: own ?? 'see codegen/schemas for the expected form', at: path };
  }
}

function article(type: string): string {
  return type
    .split(',')
    .map((t) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`))
    .join(' or ');
}

/** Nearest allowed name by edit distance, for "did you mean"; undefined when nothing is close. */
export function closest(name: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(name.length / 3)) + 1;
  for (const candidate of candidates) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
