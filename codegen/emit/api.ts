import openapiTS, { astToString } from 'openapi-typescript';
import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { renderTemplate } from './template';

/** openapi-typescript's types of a document; a long-lived process (`npm run dev`) makes them once per document. */
const typeCache = new Map<string, Promise<string>>();
function typesOf(document: unknown): Promise<string> {
  const key = JSON.stringify(document);
  let types = typeCache.get(key);
  if (!types) {
    types = openapiTS(document as Parameters<typeof openapiTS>[0], {
      alphabetize: true,
      exportType: true,
      rootTypes: true,
      rootTypesNoSchemaPrefix: false,
    }).then(astToString);
    typeCache.set(key, types);
  }
  return types;
}

/**
 * The API layer: openapi-typescript's types of the merged document, the document itself (for the
 * contract test and the sandbox), an operation table, and the typed openapi-fetch client factory.
 */
export async function emitApi(spec: Spec): Promise<GeneratedFile[]> {
  const sources = spec.files.api;
  const types = await typesOf(spec.api.document);

  const operations = [...spec.api.operations.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, op]) => ({
      id,
      method: op.method.toUpperCase(),
      path: op.path,
      tag: op.tags[0] ?? '',
      secured: op.secured,
      protection: op.protection,
    }));

  return [
    { path: 'api/schema.ts', content: `${header(sources)}/* eslint-disable */\n${types}` },
    {
      path: 'api/openapi.ts',
      content: `${header(sources)}/** The merged OpenAPI 3.1 document of spec/api/. */\nexport const openapiDocument = ${literal(spec.api.document)} as const;\n`,
    },
    {
      // Read by the client's middleware only when a call that carried the token is refused (401): its own chunk.
      path: 'api/secured.ts',
      content: [
        header(sources),
        '/**',
        ' * The calls that need the session (`security: [{ bearerAuth: [] }]` in spec/api/), as `METHOD /path`. A 401 on',
        ' * one of them sends the user to Login; on any other call the token was only carried along (issue 32 F6).',
        ' */',
        `export const securedCalls: ReadonlySet<string> = new Set(${literal(operations.filter((op) => op.secured).map((op) => `${op.method} ${op.path}`))});`,
        '',
      ].join('\n'),
    },
    {
      path: 'api/client.ts',
      content: renderTemplate('api-client.ts', {
        header: header(sources),
        basePath: spec.app.api.basePath,
        operations,
        protectionCalls: literal(operations.filter((op) => op.protection).map((op) => `${op.method} ${op.path}`)),
      }),
    },
  ];
}
