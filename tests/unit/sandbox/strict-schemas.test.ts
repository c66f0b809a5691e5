import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { openapiSchemas } from '../../../src/sandbox/request-body';

/** The sandbox validates bodies with a strict ajv: every schema of spec/api must compile under it. */
function strictAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true });
  addFormats.default(ajv);
  return ajv;
}

describe('spec/api schemas under strict ajv', () => {
  const schemas = openapiSchemas();

  it.each(Object.keys(schemas.$defs))('%s compiles', (name) => {
    const ajv = strictAjv();
    ajv.addSchema(schemas);
    expect(() => ajv.compile({ $ref: `openapi#/$defs/${name}` })).not.toThrow();
  });

  it('refuses a key a comma made out of a description', () => {
    const ajv = strictAjv();
    const broken = { type: 'integer', description: 'Total', 'e-shop included': null };
    expect(() => ajv.compile(broken)).toThrow(/unknown keyword: "e-shop included"/);
  });
});
