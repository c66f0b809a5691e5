import { validator } from '@exodus/schemasafe';
import type { Spec } from '../spec-types';
import { header, type GeneratedFile } from './header';

/** The operation keys a check answers for: `METHOD /path status`, as the client's middleware names an answer. */
export const responseKey = (method: string, path: string, status: string) => `${method.toUpperCase()} ${path} ${status}`;

/** The area a path's checks are grouped in: its first segment (`/elements/header` → elements). */
export const responseArea = (path: string) => path.split('/')[1]!;

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Json = Record<string, unknown>;

/**
 * The schema a check reads an answer by: spec/api's, with its component references as local `$defs`, and
 * tolerant of what it does not name (a field the API adds is not a wrong shape for the portal, which never
 * reads it): `additionalProperties: false` is the sandbox's and the contract test's rule, not the reader's.
 */
function readerSchema(schema: unknown, components: Json): Json {
  const local = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll('"#/components/schemas/', '"#/$defs/')) as unknown;
  const tolerant = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(tolerant);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node)
        .filter(([key, value]) => !(key === 'additionalProperties' && value === false))
        .map(([k, v]) => [k, tolerant(v)]),
    );
  };
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(tolerant(local(schema)) as Json),
    $defs: tolerant(local(components)),
  };
}

/**
 * The source of one precompiled check (schemasafe's, at codegen time: the browser runs a plain function, no
 * `new Function`). Formats are checked (date, date-time, email): a date the page would show as "NaN" is a wrong shape.
 */
function compiled(schema: Json): string {
  const check = validator(schema as Parameters<typeof validator>[0], {
    includeErrors: false,
    isJSON: true,
    allowUnusedKeywords: true,
    extraFormats: false,
  });
  return check.toModule();
}

/**
 * Checks of every JSON answer the portal can get (issue 47): one module per API area, loaded with the first
 * answer of that area (`responseChecks` in api/responses/index.ts), so a page loads the checks of the calls it makes only.
 */
export function emitResponses(spec: Spec): GeneratedFile[] {
  const doc = spec.api.document as { paths: Record<string, Record<string, Json>>; components?: { schemas?: Json } };
  const components = doc.components?.schemas ?? {};
  const areas = new Map<string, Map<string, string>>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const responses = (item[method] as { responses?: Record<string, Json> } | undefined)?.responses ?? {};
      for (const [status, response] of Object.entries(responses)) {
        const schema = (response.content as Record<string, { schema?: unknown }> | undefined)?.['application/json']?.schema;
        if (!/^2\d\d$/.test(status) || !schema) continue;
        const area = responseArea(path);
        if (!areas.has(area)) areas.set(area, new Map());
        areas.get(area)!.set(responseKey(method, path, status), compiled(readerSchema(schema, components)));
      }
    }
  }
  const sources = spec.files.api;
  const names = [...areas.keys()].sort();
  const modules = names.flatMap((area): GeneratedFile[] => {
    const checks = [...areas.get(area)!].sort(([a], [b]) => a.localeCompare(b));
    return [
      {
        path: `api/responses/${area}.js`,
        content: `${header(sources)}/* eslint-disable */\nexport const checks = {\n${checks.map(([key, code]) => `  ${JSON.stringify(key)}: ${code.trim().replace(/;$/, '')},`).join('\n')}\n};\n`,
      },
      {
        path: `api/responses/${area}.d.ts`,
        content: `${header(sources)}/** True when an answer has the shape spec/api gives it, by \`METHOD /path status\`. */\nexport declare const checks: Record<string, (answer: unknown) => boolean>;\n`,
      },
    ];
  });
  const index = [
    header(sources),
    '/** The checks of each API area (the first segment of its paths), each its own chunk. */',
    'export const responseChecks: Record<string, () => Promise<{ checks: Record<string, (answer: unknown) => boolean> }>> = {',
    ...names.map((area) => `  ${JSON.stringify(area)}: () => import('./${area}.js'),`),
    '};',
    '',
  ].join('\n');
  return [...modules, { path: 'api/responses/index.ts', content: index }];
}
