// @vitest-environment jsdom
import { getDefaultRegistry } from '@rjsf/core';
import { describe, expect, it } from 'vitest';

// vitest bundles @rjsf/core through the same plugin as the build (scripts/lib/rjsf-registry-plugin.ts).
const call = (component: unknown) => () => (component as () => unknown)();

describe("the form chunk's default registry", () => {
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
      expect(call(fields[name])).toThrow(`${name}: the portal's form chunk leaves out`);
    }
  });

  it("keeps rjsf's widgets for the spec's text, email, date, hidden and file fields and leaves out the rest", () => {
    const { widgets } = getDefaultRegistry();
    for (const name of ['TextWidget', 'EmailWidget', 'DateWidget', 'HiddenWidget', 'FileWidget']) {
      expect(widgets[name]?.name, name).not.toBe('UnsupportedWidget');
    }
    for (const name of ['SelectWidget', 'RadioWidget', 'CheckboxWidget', 'RatingWidget', 'AltDateWidget', 'UpDownWidget']) {
      expect(widgets[name]?.name, name).toBe('UnsupportedWidget');
      expect(call(widgets[name])).toThrow(
        `${name}: the portal's form chunk leaves out rjsf's widgets that no spec form names; add it back in src/shared/forms/rjsf-registry/widgets.ts`,
      );
    }
  });

  it('leaves out the templates SpecForm replaces and those of the left-out fields', () => {
    const { templates } = getDefaultRegistry();
    for (const name of ['TitleFieldTemplate', 'DescriptionFieldTemplate', 'UnsupportedFieldTemplate', 'FallbackFieldTemplate'] as const) {
      expect(templates[name].name, name).not.toBe('UnsupportedTemplate');
    }
    expect(call(templates.FieldTemplate)).toThrow('FieldTemplate: the portal draws this with its own template, which SpecForm passes');
    expect(call(templates.ButtonTemplates.SubmitButton)).toThrow('SubmitButton: the portal draws this with its own template');
    expect(call(templates.ArrayFieldTemplate)).toThrow("ArrayFieldTemplate: the portal's form chunk leaves out the templates");
    expect(call(templates.ButtonTemplates.AddButton)).toThrow("AddButton: the portal's form chunk leaves out the templates");
  });
});
