import type { FormDefinition } from '@generated/forms/types';

const cache = new WeakMap<FormDefinition, Map<string, FormDefinition>>();

/**
 * The form with its method picker limited to `methods`, in that order (rjsf's `ui:enumOrder` drops the
 * values it does not list). The schema is untouched, so the precompiled validator still fits. Memoised
 * per list, so a re-render does not hand SpecForm a new definition.
 */
export function withMethods(form: FormDefinition, methods: readonly string[]): FormDefinition {
  let byList = cache.get(form);
  if (!byList) cache.set(form, (byList = new Map()));
  const key = methods.join(',');
  let limited = byList.get(key);
  if (!limited) {
    const method = (form.uiSchema.method ?? {}) as object;
    limited = { ...form, uiSchema: { ...form.uiSchema, method: { ...method, 'ui:enumOrder': [...methods] } } };
    byList.set(key, limited);
  }
  return limited;
}
