import type { Namespace } from '@generated/i18n/index';

/**
 * Namespaces every page loads: the shell, route titles, and the error popup's own texts. The size
 * budgets (scripts/lib/bundle.ts) count the same list.
 */
export const BASE_NAMESPACES: Namespace[] = ['common', 'routes', 'errors'];

/**
 * Namespaces the form library loads with itself: labels, help and messages (src/shared/forms/form-texts.ts
 * adds the enum names for a form whose options an enum names). scripts/lib/route-kinds.ts counts them
 * on a form page.
 */
export const FORM_NAMESPACES: Namespace[] = ['forms', 'validation'];
