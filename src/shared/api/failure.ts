import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { actionForStatus } from './api-error';
import { loginAndBack } from '@/shared/session/login-and-back';

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
  /** Where the user is, or is going (a page being loaded): Login brings them back there. */
  currentPath: string;
  /** The failed call carried the session's token (a 401 then refuses that token, not the call). */
  withToken?: boolean;
}

/**
 * What a status the seeds send the user away for means here (core §7, §8), decided in this one place for
 * every call (the API client's middleware acts on it, docs/architecture.md "One failure policy"):
 * - `leave`: a full page load (the maintenance page is not part of the app);
 * - `redirect`: an in-app navigation that replaces the current entry (Login with returnUrl, the
 *   browsing-protection entry, the root);
 * - `stay`: nothing to do or show: a 503 on the maintenance page, which already says what the popup would
 *   (its shell still asks for a logged-in user's name);
 * - `popup`: the caller's error, as a popup: any other status, and the one loop guard, a redirect that
 *   would lead back to the page that failed (Login answering 401; the root answering 403, which the caller
 *   gets as a failed call but which never opens the popup: services.fail, core §8).
 */
export type FailureDecision = { action: 'leave' | 'redirect'; target: string } | { action: 'stay' } | { action: 'popup' };

const pathOf = (url: string) => url.split(/[?#]/)[0];

export function decideFailure(status: number, context: FailureContext): FailureDecision {
  const target = failureTarget(status, context);
  // The browsing-protection entry without its refused token is another page (it starts the auto-login, whose
  // own guard ends a refused round trip on the failure page), so that 401 is no loop.
  const startsOver = status === 401 && context.variant === 'protection' && context.withToken === true;
  if (!target) return { action: 'popup' };
  if (pathOf(target) === pathOf(context.currentPath) && !startsOver) {
    return { action: actionForStatus(status) === 'maintenance' ? 'stay' : 'popup' };
  }
  return { action: pathOf(target) === maintenancePath(context.language) ? 'leave' : 'redirect', target };
}

/** 503 the maintenance page, 401 Login (or the browsing-protection entry in that area), 403 the site root. */
function failureTarget(status: number, { language, variant, currentPath }: FailureContext): string | undefined {
  switch (actionForStatus(status)) {
    case 'maintenance':
      return maintenancePath(language, currentPath);
    case 'login':
      return variant === 'protection' ? href('Protection', {}, language) : loginAndBack(language, currentPath);
    case 'root':
      return href('Home', {}, language);
    default:
      return undefined;
  }
}
