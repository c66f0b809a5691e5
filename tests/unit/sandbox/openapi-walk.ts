import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openapiDocument } from '../../../generated/api/openapi';
import { openapiSchemas } from '../../../src/sandbox/request-body';

/** The parts of the merged OpenAPI document the contract test reads. */
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: unknown;
}
interface MediaType {
  schema?: object;
  example?: unknown;
}
export interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
}
export interface Operation {
  operationId: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses: Record<string, ResponseObject>;
}
export interface OperationEntry {
  path: string;
  method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  operation: Operation;
  /** Path-level and operation-level parameters together. */
  parameters: Parameter[];
}

const doc = openapiDocument as unknown as {
  paths: Record<string, Record<string, unknown> & { parameters?: Parameter[] }>;
  components: { responses: Record<string, ResponseObject> };
};

/** Every operation of the document, in document order. */
export function allOperations(): OperationEntry[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item[method] as Operation | undefined;
      return operation ? [{ path, method, operation, parameters: [...(item.parameters ?? []), ...(operation.parameters ?? [])] }] : [];
    }),
  );
}

export function needsToken(operation: Operation): boolean {
  return (operation.security ?? []).some((requirement) => 'bearerAuth' in requirement);
}

/** A response object with a `$ref` to components.responses followed. */
export function resolveResponse(response: ResponseObject): ResponseObject {
  if (!response.$ref) return response;
  const name = response.$ref.replace('#/components/responses/', '');
  return doc.components.responses[name]!;
}

const ajv = new Ajv2020({ strict: true, allErrors: true });
addFormats.default(ajv);
ajv.addSchema(openapiSchemas());

/** Points the schema's `#/components/schemas/...` refs at the schemas ajv knows as `openapi`. */
function anchored(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(anchored);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' ? value.replace('#/components/schemas/', 'openapi#/$defs/') : anchored(value),
    ]),
  );
}

const compiled = new Map<object, ValidateFunction>();

/** Validation errors of `value` against an OpenAPI schema object, as readable lines (empty = valid). */
export function schemaErrors(schema: object, value: unknown): string[] {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(anchored(schema) as object);
    compiled.set(schema, validate);
  }
  return validate(value)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message} ${JSON.stringify(e.params)}`);
}
