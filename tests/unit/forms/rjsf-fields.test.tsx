// @vitest-environment jsdom
import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';

// vitest bundles @rjsf/core through the same plugin as the build (scripts/lib/rjsf-fields-plugin.ts).
describe("the form chunk's field registry", () => {
  it("keeps the fields of the portal's forms: objects of strings, numbers and booleans", () => {
    const { fields } = getDefaultRegistry();
    for (const name of ['ObjectField', 'SchemaField', 'StringField', 'NumberField', 'BooleanField', 'NullField', 'FallbackField']) {
      expect(fields[name]?.name, name).not.toBe('UnsupportedField');
    }
  });

  it('leaves out arrays, anyOf/oneOf and layout grids, which fail loudly if a form ever needs one', () => {
    const { fields } = getDefaultRegistry();
    for (const name of ['ArrayField', 'AnyOfField', 'OneOfField', 'LayoutGridField', 'LayoutMultiSchemaField']) {
      expect(fields[name]?.name, name).toBe('UnsupportedField');
      expect(() => (fields[name] as () => unknown)()).toThrow(`${name}: the portal's form chunk leaves out`);
    }
  });
});
