import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const schemaDir = fileURLToPath(new URL('../schemas/', import.meta.url));
type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * A kind's JSON Schema as one self-contained document, for editors (the YAML language server reads the
 * `# yaml-language-server: $schema=` line of a campaign file). codegen's own schemas refer to each other
 * (`route.schema.yaml#/$defs/routeMap`); an editor given one file cannot follow a name that is not a URL,
 * so each schema referred to is copied under `$defs` and every reference pointed at the copy.
 */
export function authoringSchema(kind: string): Record<string, Json> {
  const root = read(kind);
  const defs: Record<string, Json> = { ...((root.$defs as Record<string, Json> | undefined) ?? {}) };
  const pending = [...externalNames(root)];
  const done = new Set<string>();
  while (pending.length) {
    const name = pending.pop()!;
    if (done.has(name)) continue;
    done.add(name);
    const other = read(name);
    delete other.$id;
    delete other.$schema;
    pending.push(...externalNames(other));
    defs[`${name}.schema`] = rewrite(other, `#/$defs/${name}.schema`);
  }
  const { $id: _id, ...rest } = root;
  return { ...(rewrite(rest, '#') as Record<string, Json>), $defs: defs };
}

function read(kind: string): Record<string, Json> {
  return parse(readFileSync(`${schemaDir}${kind}.schema.yaml`, 'utf8')) as Record<string, Json>;
}

/** The other schemas a schema refers to (`form.schema.yaml#/...` names `form`). */
function externalNames(schema: Json): Set<string> {
  const names = new Set<string>();
  walk(schema, (ref) => {
    const match = /^([a-z-]+)\.schema\.yaml#/.exec(ref);
    if (match) names.add(match[1]!);
  });
  return names;
}

/** Points `#/...` at `base` (where this schema now lives) and `<kind>.schema.yaml#/...` at its copy. */
function rewrite(value: Json, base: string): Json {
  if (Array.isArray(value)) return value.map((v) => rewrite(v, base));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => {
      if (key !== '$ref' || typeof v !== 'string') return [key, rewrite(v, base)];
      const external = /^([a-z-]+)\.schema\.yaml#(.*)$/.exec(v);
      if (external) return [key, `#/$defs/${external[1]}.schema${external[2]}`];
      return [key, v.startsWith('#') ? `${base}${v.slice(1)}` : v];
    }),
  );
}

function walk(value: Json, onRef: (ref: string) => void): void {
  if (Array.isArray(value)) return value.forEach((v) => walk(v, onRef));
  if (value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (key === '$ref' && typeof v === 'string') onRef(v);
    else walk(v, onRef);
  }
}
