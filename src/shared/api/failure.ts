import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { actionForStatus, ApiError } from './api-error';

/**
 * The maintenance page in the user's language (a static page: it needs nothing of the API), with the
 * page they were on, which its "try again" opens again.
 */
export function maintenancePath(language: Language, from?: string): string {
  return href('Maintenance', {}, language, from ? { from } : {});
}

export interface FailureContext {
  language: Language;
  variant: 'main' | 'protection';
  /** Where the user was, so Login can bring them back. */
  currentPath: string;
}

/**
 * What to do with a failure, decided in one place for the services' failure handler and the route
 * guard (docs/architecture.md, "One failure policy"):
 * - `leave`: a full page load (the maintenance page is not part of the app);
 * - `redirect`: an in-app navigation that replaces the current entry (Login with returnUrl, the root);
 * - `quiet`: the API client already acted on it (dropped the token): nothing more to show;
 * - `popup`: the error popup; also where a redirect would lead back to the page that failed (Login
 *   answering 401, the root answering 403), the one loop guard.
 */
export type FailureDecision = { action: 'leave' | 'redirect'; target: string } | { action: 'quiet' | 'popup' };

const pathOf = (url: string) => url.split(/[?#]/)[0];

export function decideFailure(error: unknown, context: FailureContext): FailureDecision {
  const target = failureRedirect(error, context);
  if (target && pathOf(target) === maintenancePath(context.language)) return { action: 'leave', target };
  if (target && pathOf(target) !== pathOf(context.currentPath)) return { action: 'redirect', target };
  if (error instanceof ApiError && error.handled) return { action: 'quiet' };
  return { action: 'popup' };
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
      return maintenancePath(context.language, context.currentPath);
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
