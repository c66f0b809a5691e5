import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { openapiDocument } from '../../generated/api/openapi';
import type { Schemas } from './api-types';
import { errorCodes } from './errors';

/**
 * Request bodies are checked against spec/api's schemas, as the real API's model validation would:
 * a client bug (a missing field, a wrong type) shows up as a 400 instead of a sandbox that is kinder
 * than production.
 */
const ajv = new Ajv2020({ strict: true, allErrors: false });
// eslint-disable-next-line @typescript-eslint/no-unsafe-call -- ajv-formats is CommonJS: under Node ESM its function is .default, which its types do not declare
addFormats.default(ajv);
ajv.addSchema(openapiSchemas());

/**
 * The component schemas as one JSON Schema (`openapi#/$defs/<Name>`): strict mode refuses the
 * document's own keys (openapi, paths) as unknown keywords, as it refuses a stray key in a schema.
 */
export function openapiSchemas(): { $id: string; $defs: Record<string, object> } {
  const text = JSON.stringify(openapiDocument.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/');
  return { $id: 'openapi', $defs: JSON.parse(text) as Record<string, object> };
}

const validators = new Map<string, ValidateFunction>();

function validatorFor(name: string): ValidateFunction {
  let validate = validators.get(name);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#/$defs/${name}` });
    validators.set(name, validate);
  }
  return validate;
}

/** The request's JSON body as schema `name`; throws a 400 ErrorResponse when it does not conform. */
export async function readBody<Name extends keyof Schemas>(request: Request, name: Name): Promise<Schemas[Name]> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw errorCodes(400, { code: 'InvalidRequest', message: 'The body is not JSON' });
  }
  const validate = validatorFor(name);
  if (!validate(body)) {
    const first = validate.errors?.[0];
    const where = first?.instancePath || '(body)';
    throw errorCodes(400, { code: 'InvalidRequest', message: `${where} ${first?.message ?? 'is invalid'}` });
  }
  return body as Schemas[Name];
}
