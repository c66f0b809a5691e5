import { href, type Language } from '@generated/routes';
import { actionForStatus, ApiError } from './api-error';

export const MAINTENANCE_PATH = '/maintenance.htm';

export interface FailureContext {
  language: Language;
  variant: 'main' | 'protection';
  /** Where the user was, so Login can bring them back. */
  currentPath: string;
}

/**
 * Where a failed call sends the user (core seed §8): 503 to the maintenance page, 401 to Login (or
 * the browsing-protection entry in that area), 403 to the site root. Undefined means: show the
 * error popup instead.
 */
export function failureRedirect(error: unknown, context: FailureContext): string | undefined {
  if (!(error instanceof ApiError) || error.kind !== 'http') return undefined;
  switch (actionForStatus(error.status)) {
    case 'maintenance':
      return MAINTENANCE_PATH;
    case 'login':
      return context.variant === 'protection'
        ? href('Protection', {}, context.language)
        : href('Login', {}, context.language, { returnUrl: context.currentPath });
    case 'root':
      return href('Home', {}, context.language);
    default:
      return undefined;
  }
}
