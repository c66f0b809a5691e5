import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../src/sandbox';
import { examples, type OperationExample } from './examples';
import { call, login, PREPAID, TEST_NOW } from './helpers';
import { allOperations, needsToken, resolveResponse, schemaErrors, type OperationEntry } from './openapi-walk';

const operations = allOperations();

/** The URL path with its parameters filled from the example, else from the spec's `example`. */
function pathOf(entry: OperationEntry, example: OperationExample): string {
  return entry.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = example.params?.[name] ?? entry.parameters.find((p) => p.in === 'path' && p.name === name)?.example;
    if (value === undefined)
      throw new Error(`${entry.operation.operationId}: no example for path parameter ${name} (tests/unit/sandbox/examples)`);
    return encodeURIComponent(String(value));
  });
}

function queryOf(entry: OperationEntry, example: OperationExample): OperationExample['query'] {
  const query = { ...(example.query ?? {}) };
  for (const parameter of entry.parameters.filter((p) => p.in === 'query' && p.required && !(p.name in query))) {
    if (parameter.example === undefined) throw new Error(`${entry.operation.operationId}: no example for required query ${parameter.name}`);
    query[parameter.name] = parameter.example as string;
  }
  return query;
}

function bodyOf(entry: OperationEntry, example: OperationExample): unknown {
  if (example.body !== undefined) return example.body;
  const content = entry.operation.requestBody?.content?.['application/json'];
  if (entry.operation.requestBody?.required && content?.example === undefined) {
    throw new Error(`${entry.operation.operationId}: the body is required and has no example (tests/unit/sandbox/examples)`);
  }
  return content?.example;
}

describe('sandbox contract: every operation of spec/api answers what its schema says', () => {
  it('knows operations, and examples name only existing ones', () => {
    expect(operations.length).toBeGreaterThan(50);
    const ids = new Set(operations.map((entry) => entry.operation.operationId));
    expect(Object.keys(examples).filter((id) => !ids.has(id))).toEqual([]);
  });

  it.each(operations.map((entry) => [`${entry.operation.operationId} (${entry.method.toUpperCase()} ${entry.path})`, entry] as const))(
    '%s',
    async (_, entry) => {
      const { operation } = entry;
      const sandbox = createSandbox({ now: () => TEST_NOW });
      const world = sandbox.context.world(new Request('http://localhost/'));
      const base = examples[operation.operationId] ?? {};
      let token = needsToken(operation) ? await login(sandbox, base.as ?? PREPAID) : null;
      const prepared = await base.prepare?.({
        sandbox,
        world,
        token,
        call: (method, path, options) => call(sandbox, method, path, options),
        login: (msisdn) => login(sandbox, msisdn),
      });
      const example: OperationExample = { ...base, ...(prepared ?? {}) };
      token = prepared?.token ?? token;

      const response = await call(sandbox, entry.method.toUpperCase(), pathOf(entry, example), {
        token,
        query: queryOf(entry, example),
        body: bodyOf(entry, example),
      });
      const text = await response.text();
      const expected = example.status;
      if (expected === undefined) expect(response.status, `${response.status} ${text}`).toBeGreaterThanOrEqual(200);
      if (expected === undefined) expect(response.status, `${response.status} ${text}`).toBeLessThan(300);
      else expect(response.status, text).toBe(expected);

      const documented = operation.responses[String(response.status)] ?? (response.status >= 400 ? operation.responses.default : undefined);
      expect(documented, `status ${response.status} is not documented`).toBeDefined();
      const content = resolveResponse(documented!).content ?? {};
      const document = Object.keys(content).find((type) => type !== 'application/json');
      if (document && !content['application/json']) {
        // A document (an invoice PDF): its media type, and something in it.
        expect(response.headers.get('content-type')).toContain(document);
        expect(text.length).toBeGreaterThan(0);
        return;
      }
      const schema = content['application/json']?.schema;
      if (!schema) {
        expect(text, 'a response without content in the spec has no body').toBe('');
        return;
      }
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(schemaErrors(schema, JSON.parse(text))).toEqual([]);
    },
  );
});
