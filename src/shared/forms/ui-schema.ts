import type { UiSchema } from '@rjsf/utils';
import type { FormDefinition } from '@generated/forms/types';

/** An option supplied at run time, for fields whose options come from the API (pick-up locations). */
export interface FieldChoice {
  value: string | number;
  label: string;
}

export interface UiSchemaOptions {
  /** Fields rendered disabled (autoPayments until a card is saved). */
  disabledFields?: readonly string[];
  /** Options of select/radio fields that have none in the spec. */
  fieldOptions?: Readonly<Record<string, readonly FieldChoice[]>>;
}

type Translate = (key: string) => string;

/**
 * The generated uiSchema plus what depends on the language and the moment: translated labels (`ui:title`),
 * help only where the help key exists, option labels (`ui:enumNames`, rjsf's way of labelling enum values),
 * disabled fields and run-time choices. The schema itself is never touched: the precompiled validator is
 * keyed by it.
 */
export function buildUiSchema(
  form: FormDefinition,
  t: Translate,
  exists: (key: string) => boolean,
  options: UiSchemaOptions = {},
): UiSchema {
  const uiSchema: UiSchema = { ...form.uiSchema };
  for (const field of form.fields) {
    const base = (form.uiSchema[field.name] ?? {}) as UiSchema;
    if (base['ui:widget'] === 'hidden') continue;
    const entry: UiSchema = { ...base, 'ui:title': t(field.labelKey) };
    if (exists(field.helpKey)) entry['ui:help'] = t(field.helpKey);
    if (options.disabledFields?.includes(field.name)) entry['ui:disabled'] = true;
    // Choices the screen gives (with their own labels) stand for the options' texts, which need not exist then.
    const choices = options.fieldOptions?.[field.name];
    if (choices) entry['ui:options'] = { ...(base['ui:options'] as object | undefined), choices };
    else if (field.options) entry['ui:enumNames'] = field.options.map((o) => t(o.labelKey));
    uiSchema[field.name] = entry;
  }
  return uiSchema;
}
