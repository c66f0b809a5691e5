import type { Namespace } from '@generated/i18n/index';

/**
 * Namespaces every page loads: the shell, route titles, and the error popup's own texts. The size
 * budgets (scripts/lib/bundle.ts) count the same list.
 */
export const BASE_NAMESPACES: Namespace[] = ['common', 'routes', 'errors'];
