import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forms } from '@generated/forms/index';
import type { FormDefinition } from '@generated/forms/types';

/**
 * The precompiled validators (ajv standalone code, generated at codegen time) must judge every value
 * exactly as ajv compiling the same schema at run time would: same verdict, same failing keywords.
 */
type Schema = { type?: string; enum?: unknown[]; properties?: Record<string, Schema>; allOf?: Schema[]; then?: Schema };

function propertiesOf(schema: Schema): Record<string, Schema> {
  const conditional = (schema.allOf ?? []).flatMap((b) => Object.entries(b.then?.properties ?? {}));
  return { ...schema.properties, ...Object.fromEntries(conditional) };
}

function arbitraryValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), fc.string({ maxLength: 4 }), fc.constant(undefined));
  if (schema.type === 'boolean') return fc.oneof(fc.boolean(), fc.constant(undefined), fc.constant('true'));
  if (schema.type === 'integer') return fc.oneof(fc.integer(), fc.constant(undefined), fc.string({ maxLength: 3 }));
  const chars = fc.constantFrom(...'0123456789aA@.,-_ +6'.split(''), 'ą', '€');
  return fc.oneof(
    fc.string({ unit: chars, maxLength: 20 }),
    fc.stringMatching(/^6\d{7}$/),
    fc.stringMatching(/^[a-z]{1,8}@[a-z]{2,8}\.lt$/),
    fc.stringMatching(/^\d{1,4}([.,]\d{1,2})?$/),
    fc.constant(''),
    fc.constant(undefined),
  );
}

const ajv = new Ajv({ allErrors: true, multipleOfPrecision: 8, strict: false, verbose: true, discriminator: false });
const keywords = (errors: { instancePath: string; keyword: string }[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath} ${e.keyword}`).sort();

describe('precompiled form validators agree with ajv', () => {
  for (const [name, load] of Object.entries(forms)) {
    it(`${name}: 1,000 generated values`, async () => {
      const form = (await load()) as FormDefinition;
      const schema = form.schema as Schema & { $id: string };
      const precompiled = form.validateFns[schema.$id]!;
      const compiled = ajv.getSchema(schema.$id) ?? ajv.compile(schema);
      const data = fc.record(Object.fromEntries(Object.entries(propertiesOf(schema)).map(([k, s]) => [k, arbitraryValue(s)])), {
        requiredKeys: [],
      });
      fc.assert(
        fc.property(data, (value) => {
          const clean = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
          const expected = compiled(clean);
          const actual = precompiled(clean);
          return expected === actual && keywords(compiled.errors).join('|') === keywords(precompiled.errors).join('|');
        }),
        { numRuns: 1000 },
      );
      expect(Object.keys(form.validateFns).length).toBeGreaterThan(0);
    });
  }
});
