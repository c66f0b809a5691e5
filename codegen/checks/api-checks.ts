import type { Diagnostics } from '../load/diagnostics';
import type { Spec } from '../spec-types';

/** Every $ref resolves, every tag is declared, every {param} of a path is declared as a path parameter. */
export function checkApi(spec: Spec, diagnostics: Diagnostics): void {
  const doc = spec.api.document;
  const tags = new Set(((doc.tags ?? []) as { name: string }[]).map((t) => t.name));
  const resolve = (ref: string) =>
    ref.startsWith('#/') &&
    ref
      .slice(2)
      .split('/')
      .reduce<any>((n, k) => n?.[k.replace(/~1/g, '/')], doc) !== undefined;

  for (const [id, op] of spec.api.operations) {
    const { source, path } = op.origin;
    const add = (sub: (string | number)[], problem: string, fix: string) =>
      diagnostics.add(source.problem([...path, ...sub], problem, fix));
    const operation = doc.paths[op.path][op.method];
    for (const tag of op.tags)
      if (!tags.has(tag))
        add(
          ['tags'],
          `tag ${tag} is not declared in spec/api/openapi.yaml`,
          `declare it under tags: or use one of ${[...tags].join(', ')}`,
        );
    if (op.tags.length === 0) add([], `operation ${id} has no tag`, 'add `tags: [<area>]`');
    const params = [...(doc.paths[op.path].parameters ?? []), ...(operation.parameters ?? [])]
      .map((p: any) => (p.$ref ? p.$ref.split('/').reduce((n: any, k: string) => (k === '#' ? doc : n?.[k]), doc) : p))
      .filter((p: any) => p?.in === 'path')
      .map((p: any) => p.name as string);
    for (const m of op.path.matchAll(/\{([^}]+)\}/g)) {
      if (!params.includes(m[1]!))
        add(
          ['parameters'],
          `path parameter ${m[1]} is not declared`,
          `add { name: ${m[1]}, in: path, required: true, schema: { type: string } } to parameters`,
        );
    }
    if (!operation.responses || Object.keys(operation.responses).length === 0)
      add(['responses'], 'responses are missing', 'add at least the success response with its schema');
    walkRefs(operation, (ref, sub) => {
      if (!resolve(ref)) add(sub, `$ref ${ref} does not resolve`, 'point it at an existing #/components/... entry');
    });
  }
  for (const [name, schema] of Object.entries((doc.components?.schemas ?? {}) as Record<string, unknown>)) {
    walkRefs(schema, (ref) => {
      if (!resolve(ref)) {
        const source = [...spec.api.operations.values()][0]?.origin.source;
        if (source)
          diagnostics.add({
            ...source.problem([], '', ''),
            file: 'spec/api',
            line: 1,
            col: 1,
            path: `components.schemas.${name}`,
            problem: `$ref ${ref} does not resolve`,
            fix: 'point it at an existing #/components/schemas entry',
          });
      }
    });
  }
}

function walkRefs(node: unknown, visit: (ref: string, path: (string | number)[]) => void, path: (string | number)[] = []): void {
  if (Array.isArray(node)) node.forEach((n, i) => walkRefs(n, visit, [...path, i]));
  else if (node && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') visit(v, path);
      else walkRefs(v, visit, [...path, k]);
    }
  }
}
