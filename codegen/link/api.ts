import type { ApiSpec, EnumSpec, Origin } from '../spec-types';
import type { Diagnostics } from '../load/diagnostics';
import type { YamlSource } from '../load/yaml-source';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Merges spec/api/openapi.yaml (the root) with the area fragments into one OpenAPI 3.1 document.
 * A path, method or component name defined twice is an error naming both places. A schema's
 * `x-enum: <Name>` becomes `enum:` with the values of spec/enums.yaml, so each list is written once.
 */
export function mergeApi(root: YamlSource, fragments: YamlSource[], diagnostics: Diagnostics, enums: EnumSpec[]): ApiSpec {
  const withEnums = (source: YamlSource) =>
    expandEnums(structuredClone(source.data ?? {}), source, enums, diagnostics) as Record<string, any>;
  const doc = withEnums(root);
  doc.paths ??= {};
  doc.components ??= {};
  const owners = new Map<string, YamlSource>();
  const claim = (id: string, source: YamlSource, at: (string | number)[]) => {
    const first = owners.get(id);
    if (first && first !== source) {
      diagnostics.add(source.problem(at, `${id} is already defined in ${first.file}`, 'define it in one file only', { key: true }));
      return false;
    }
    owners.set(id, source);
    return true;
  };
  for (const [name, kind] of Object.entries(doc.components as Record<string, object>)) {
    for (const key of Object.keys(kind)) claim(`components.${name}.${key}`, root, ['components', name, key]);
  }
  for (const key of Object.keys(doc.paths)) claim(`paths.${key}`, root, ['paths', key]);

  for (const fragment of fragments) {
    const data = withEnums(fragment);
    for (const [path, item] of Object.entries((data.paths ?? {}) as Record<string, Record<string, unknown>>)) {
      doc.paths[path] ??= {};
      for (const [method, op] of Object.entries(item)) {
        if (claim(`paths.${path}.${method}`, fragment, ['paths', path, method])) doc.paths[path][method] = op;
      }
    }
    for (const [kind, entries] of Object.entries((data.components ?? {}) as Record<string, Record<string, unknown>>)) {
      doc.components[kind] ??= {};
      for (const [name, value] of Object.entries(entries)) {
        if (claim(`components.${kind}.${name}`, fragment, ['components', kind, name])) doc.components[kind][name] = value;
      }
    }
  }

  const operations: ApiSpec['operations'] = new Map();
  const sourceOfPath = (path: string, method: string) => owners.get(`paths.${path}.${method}`) ?? owners.get(`paths.${path}`) ?? root;
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const source = sourceOfPath(path, method);
      const origin: Origin = { source, path: ['paths', path, method] };
      const id = op.operationId as string | undefined;
      if (!id) {
        diagnostics.add(source.problem(origin.path, 'operationId is missing', 'add `operationId:` in camelCase, e.g. getUserInfo'));
        continue;
      }
      const existing = operations.get(id);
      if (existing) {
        diagnostics.add(
          source.problem(
            [...origin.path, 'operationId'],
            `operationId ${id} is also used by ${existing.method.toUpperCase()} ${existing.path} (${existing.origin.source.file})`,
            'give each operation its own operationId',
          ),
        );
        continue;
      }
      // `security: [{}, {bearerAuth: []}]` means the login is optional: such calls are not secured.
      const requirements = (op.security ?? doc.security ?? []) as Record<string, unknown>[];
      const secured = requirements.length > 0 && requirements.every((r) => Object.keys(r).length > 0);
      // The browsing-protection area's own token opens only the operations that list its scheme (issue 47 F1).
      const protection = requirements.some((r) => 'protectionAuth' in r);
      operations.set(id, { method, path, tags: op.tags ?? [], secured, protection, origin });
    }
  }
  return { files: [root.file, ...fragments.map((f) => f.file)], document: sortDocument(doc), operations };
}

/** Paths and component names sorted, so the output does not depend on which file defined what first. */
function sortDocument(doc: Record<string, any>): Record<string, any> {
  const sorted = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));
  const components = Object.fromEntries(
    Object.entries(doc.components as Record<string, Record<string, unknown>>).map(([k, v]) => [k, sorted(v)]),
  );
  return { ...doc, paths: sorted(doc.paths), components };
}

function expandEnums(
  node: unknown,
  source: YamlSource,
  enums: EnumSpec[],
  diagnostics: Diagnostics,
  path: (string | number)[] = [],
): unknown {
  if (Array.isArray(node)) return node.map((n, i) => expandEnums(n, source, enums, diagnostics, [...path, i]));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).flatMap(([k, v]) => {
      if (k !== 'x-enum') return [[k, expandEnums(v, source, enums, diagnostics, [...path, k])]];
      const found = enums.find((e) => e.name === v);
      if (!found) {
        diagnostics.add(
          source.problem([...path, k], `enum ${String(v)} is not in spec/enums.yaml`, `name one of ${enums.map((e) => e.name).join(', ')}`),
        );
        return [];
      }
      return [['enum', Object.values(found.values)]];
    }),
  );
}
