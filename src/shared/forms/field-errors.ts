import type { FormDefinition, FormFieldMeta } from '@generated/forms/types';

/*
 * Which rule of a form failed, and its message, from the errors of the form's precompiled validator
 * (generated/forms/<form>.validator.js). No form library here: SpecForm's validator uses it, and so does
 * a form drawn without the library (the footer's newsletter, which every page carries).
 */

/** A form's data: flat, one value per field. */
export type SpecFormData = Record<string, unknown>;

/** The part of an ajv error this module reads (typed here so that nothing under src/ imports ajv). */
export interface RawError {
  instancePath: string;
  keyword: string;
  schemaPath: string;
  params: Record<string, unknown>;
}

/** The one error shown for a field: the rule that failed first and its message key (namespace validation, unless it names one: `lines:PukFormat`). */
export interface FieldError {
  field: string;
  rule: string;
  messageKey: string;
}

/** Shown when an error belongs to no rule of its field (a wrong type or enum value from initial data). */
const FALLBACK_MESSAGE = 'Required';

/**
 * Trims every string (core §5: values are trimmed); a value that is empty after trimming is left out, so
 * a non-required field passes. Passwords (the form's password widgets) are the exception: they are
 * checked and sent exactly as typed, since a space may be part of one (issue 7 D7).
 */
export function trimValues(data: SpecFormData | undefined, form?: Pick<FormDefinition, 'fields'>): SpecFormData {
  const exact = new Set(form?.fields.filter((f) => f.widget === 'password').map((f) => f.name));
  const out: SpecFormData = {};
  for (const [key, value] of Object.entries(data ?? {})) {
    const trimmed = typeof value === 'string' && !exact.has(key) ? value.trim() : value;
    if (trimmed !== '' && trimmed !== undefined) out[key] = trimmed;
  }
  return out;
}

/** Fields in display order (ui:order), then any the order does not name. */
export function fieldOrder(form: FormDefinition): string[] {
  const order = (form.uiSchema['ui:order'] as string[] | undefined) ?? [];
  const names = form.fields.map((f) => f.name);
  return [...order.filter((n) => names.includes(n)), ...names.filter((n) => !order.includes(n))];
}

const requiredRule = (meta: FormFieldMeta) => meta.rules.find((r) => /^required(Ticked)?(_|$)/.test(r));

/** The field and rule definition an ajv error belongs to; root-level errors (if/then) belong to none. */
export function attributeError(form: FormDefinition, error: RawError): { field: string; rule?: string } | undefined {
  if (error.keyword === 'required') {
    const field = String(error.params.missingProperty);
    const meta = form.fields.find((f) => f.name === field);
    return { field, rule: meta ? requiredRule(meta) : undefined };
  }
  const segment = error.instancePath.split('/')[1];
  if (!segment) return undefined;
  const field = segment.replace(/~1/g, '/').replace(/~0/g, '~');
  // Each rule is a definition, so `#/definitions/<rule>/pattern` names the rule that failed.
  const rule = /^#\/definitions\/([^/]+)\//.exec(error.schemaPath)?.[1];
  return { field, rule };
}

/** One error per field, the first failing rule in the field's rule order, fields in display order. */
export function firstFailingRules(form: FormDefinition, errors: readonly RawError[]): FieldError[] {
  const failed = new Map<string, Set<string | undefined>>();
  for (const error of errors) {
    const hit = attributeError(form, error);
    if (!hit) continue;
    if (!failed.has(hit.field)) failed.set(hit.field, new Set());
    failed.get(hit.field)!.add(hit.rule);
  }
  const out: FieldError[] = [];
  for (const field of fieldOrder(form)) {
    const rules = failed.get(field);
    if (!rules) continue;
    const meta = form.fields.find((f) => f.name === field)!;
    const rule = meta.rules.find((r) => rules.has(r)) ?? meta.rules.at(-1);
    out.push({ field, rule: rule ?? 'invalid', messageKey: messageKeyFor(form, rule) });
  }
  return out;
}

/** The validation-namespace key of a rule's message. */
export function messageKeyFor(form: FormDefinition, rule: string | undefined): string {
  return (rule && form.messages[rule]) || FALLBACK_MESSAGE;
}
