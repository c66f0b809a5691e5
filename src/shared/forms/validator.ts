// The deep path keeps ajv out of the bundle even without tree shaking: the package index also builds
// the runtime compiler (`new Function`), which the Content-Security-Policy forbids.
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import type { ValidatorType } from '@rjsf/utils';
import type { FormDefinition } from '@generated/forms/types';
import { fieldOrder, firstFailingRules, trimValues, type FieldError, type RawError, type SpecFormData } from './field-errors';

export * from './field-errors';

/** Extra checks the schema cannot express (a repeated password): field -> message key. */
export type ExtraValidate = (data: SpecFormData) => Readonly<Record<string, string | undefined>>;

const validators = new WeakMap<FormDefinition, ValidatorType>();

/** One precompiled validator per form definition (rjsf keeps per-schema caches on it). */
export function validatorFor(form: FormDefinition): ValidatorType {
  let validator = validators.get(form);
  if (!validator) {
    validator = createPrecompiledValidator(form.validateFns, form.schema);
    validators.set(form, validator);
  }
  return validator;
}

/** Validates trimmed data: schema rules first, then `extra` checks on fields the rules let through. */
export function validateForm(form: FormDefinition, data: SpecFormData | undefined, extra?: ExtraValidate): FieldError[] {
  const trimmed = trimValues(data, form);
  const { errors } = validatorFor(form).rawValidation<RawError>(form.schema, trimmed);
  const found = firstFailingRules(form, errors ?? []);
  if (!extra) return found;
  const extraErrors = extra(trimmed);
  const order = fieldOrder(form);
  for (const [field, messageKey] of Object.entries(extraErrors)) {
    if (messageKey && !found.some((e) => e.field === field)) found.push({ field, rule: 'custom', messageKey });
  }
  return found.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
