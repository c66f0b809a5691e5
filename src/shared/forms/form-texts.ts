import type { FormDefinition } from '@generated/forms/types';
import type { Namespace } from '@generated/i18n/index';

/**
 * Namespaces the form library loads with itself: labels, help and messages. scripts/lib/route-kinds.ts
 * counts them on a form page. Kept here, not beside BASE_NAMESPACES: a constant shared by the entry and
 * the lazy chunks becomes a chunk of its own that every page requests.
 */
export const FORM_NAMESPACES: Namespace[] = ['forms', 'validation'];

/**
 * A form's texts: the form library's own (FORM_NAMESPACES), and the enum names when its options are
 * named by an enum (the refill form's payment methods). Only such a form pays for them; the page that
 * shows it lists `enums` itself when its own first render needs them.
 */
export function formTextsOf(form: FormDefinition): Namespace[] {
  const namesEnums = form.fields.some((field) => field.options?.some((option) => option.labelKey.startsWith('enums:')));
  return namesEnums ? [...FORM_NAMESPACES, 'enums'] : FORM_NAMESPACES;
}
