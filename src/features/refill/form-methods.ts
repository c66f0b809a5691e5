import type { FormDefinition } from '@generated/forms/types';

// Keyed by the generated definition; each entry is a copy of it, so of the same data type.
const cache = new WeakMap<object, Map<string, FormDefinition>>();

/**
 * The form with its method picker limited to `methods`, in that order (rjsf's `ui:enumOrder` drops the
 * values it does not list). The schema is untouched, so the precompiled validator still fits. Memoised
 * per list, so a re-render does not hand SpecForm a new definition.
 */
export function withMethods<TData extends Record<string, unknown>>(
  form: FormDefinition<TData>,
  methods: readonly string[],
): FormDefinition<TData> {
  let byList = cache.get(form);
  if (!byList) cache.set(form, (byList = new Map<string, FormDefinition>()));
  const key = methods.join(',');
  let limited = byList.get(key) as FormDefinition<TData> | undefined;
  if (!limited) {
    const method = (form.uiSchema.method ?? {}) as object;
    limited = { ...form, uiSchema: { ...form.uiSchema, method: { ...method, 'ui:enumOrder': [...methods] } } };
    byList.set(key, limited as FormDefinition);
  }
  return limited;
}
