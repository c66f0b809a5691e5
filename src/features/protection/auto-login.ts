import { type Language } from '@generated/routes';
import { href } from '@/shared/routing/paths';
import { apiBaseUrl } from '@/shared/api/client';
import { now } from '@/shared/clock';

/**
 * When the browser last left for the partner's auto-login. If it is back at the entry without a
 * status and without a token soon after (the new token was refused at once), it does not go round
 * again: the unknown-error page says so instead of an endless loop of redirects.
 */
const STARTED_KEY = 'narsyk-auto-login-started';
export const AUTO_LOGIN_RETRY_AFTER_MS = 60_000;

export function rememberAutoLoginStart(at = now().getTime()): void {
  sessionStorage.setItem(STARTED_KEY, String(at));
}

export function autoLoginJustFailed(at = now().getTime()): boolean {
  const started = Number(sessionStorage.getItem(STARTED_KEY));
  return Number.isFinite(started) && started > 0 && at - started < AUTO_LOGIN_RETRY_AFTER_MS;
}

/** The area's session works: the next 401 may try the auto-login again. */
export function forgetAutoLoginStart(): void {
  sessionStorage.removeItem(STARTED_KEY);
}

/**
 * The partner's auto-login address (campaign seed §4): it recognises the number and comes back to this
 * language's entry page with a status (and msisdn for the SMS challenge).
 */
export function partnerAutoLoginUrl(lang: Language, msisdn: string | undefined, base = apiBaseUrl): string {
  const query = new URLSearchParams();
  if (msisdn) query.set('msisdn', msisdn);
  query.set('returnUrl', href('Protection', {}, lang));
  return `${base}/narsyk/auth/auto-login?${query.toString()}`;
}
