import openapiTS, { astToString } from 'openapi-typescript';
import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { renderTemplate } from './template';

/**
 * The API layer: openapi-typescript's types of the merged document, the document itself (for the
 * contract test and the sandbox), an operation table, and the typed openapi-fetch client factory.
 */
export async function emitApi(spec: Spec): Promise<GeneratedFile[]> {
  const sources = spec.files.api;
  const ast = await openapiTS(spec.api.document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    exportType: true,
    rootTypes: true,
    rootTypesNoSchemaPrefix: false,
  });
  const types = astToString(ast);

  const operations = [...spec.api.operations.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, op]) => ({ id, method: op.method.toUpperCase(), path: op.path, tag: op.tags[0] ?? '', secured: op.secured }));

  return [
    { path: 'api/schema.ts', content: `${header(sources)}/* eslint-disable */\n${types}` },
    {
      path: 'api/openapi.ts',
      content: `${header(sources)}/** The merged OpenAPI 3.1 document of spec/api/. */\nexport const openapiDocument = ${literal(spec.api.document)} as const;\n`,
    },
    {
      path: 'api/client.ts',
      content: renderTemplate('api-client.ts', {
        header: header(sources),
        basePath: spec.app.api.basePath,
        operations,
      }),
    },
  ];
}
