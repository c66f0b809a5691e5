import type { YamlSource } from '../load/yaml-source';
import type { FieldRule, FormSpec, Spec } from '../spec-types';

/** A form of spec/forms/<name>.yaml, or one written in a campaign file at `basePath`. */
export function toForm(
  source: YamlSource,
  data: Record<string, any>,
  name: string,
  basePath: (string | number)[] = [],
  textPrefix = `${typeof data.texts === 'string' ? data.texts : 'forms'}:${name}`,
): FormSpec {
  const fields = Object.entries(data.fields as Record<string, any>).map(([fieldName, f]) => ({
    name: fieldName,
    widget: f.widget,
    ...(f.type !== undefined ? { type: f.type } : {}),
    rules: ((f.rules ?? []) as (string | FieldRule)[]).map((r): FieldRule => (typeof r === 'string' ? { rule: r } : r)),
    ...(f.options !== undefined ? { options: typeof f.options === 'string' ? { enum: f.options } : { values: f.options } } : {}),
    ...(f.default !== undefined ? { default: f.default } : {}),
    ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
    ...(f.autocomplete !== undefined ? { autocomplete: f.autocomplete } : {}),
    ...(f.groupSize !== undefined ? { groupSize: f.groupSize } : {}),
    ...(f.when !== undefined ? { when: f.when } : {}),
    ...(f.description !== undefined ? { description: f.description } : {}),
  }));
  return {
    name,
    file: source.file,
    ...(data.description ? { description: data.description } : {}),
    ...(data.operation ? { operation: data.operation } : {}),
    // A campaign form's submit is an object (its operation, checked there, and success): it has a button.
    submit: typeof data.submit === 'boolean' ? data.submit : true,
    fields,
    textPrefix,
    origin: { source, path: basePath },
  };
}

/** The values a field offers: its own list, or those of the enum it names (undefined if that is not one). */
export function optionValues(spec: Spec, options: Spec['forms'][number]['fields'][number]['options']): (string | number)[] | undefined {
  if (!options) return undefined;
  if ('values' in options) return options.values;
  const e = spec.enums.find((x) => x.name === options.enum);
  return e ? Object.values(e.values) : undefined;
}
