import type { FormDefinition } from '@generated/forms/types';
import type { Namespace } from '@generated/i18n/index';

/**
 * Namespaces the form library loads with itself: labels, help and messages. scripts/lib/route-kinds.ts
 * counts them on a form page. Kept here, not beside BASE_NAMESPACES: a constant shared by the entry and
 * the lazy chunks becomes a chunk of its own that every page requests.
 */
export const FORM_NAMESPACES: Namespace[] = ['forms', 'validation'];

/**
 * A form's texts, as codegen lists them (codegen/emit/forms.ts textsOf): its labels' namespace (`forms`, or the
 * one its spec file names in `texts:`), the messages' (`validation`) and `enums` when its options name an enum
 * (the refill form's payment methods). Only such a form pays for them; the page that shows it lists `enums`
 * itself when its own first render needs them.
 */
export function formTextsOf(form: FormDefinition): Namespace[] {
  return form.texts as Namespace[];
}
