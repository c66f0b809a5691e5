import type { Language } from '@generated/routes';
import type { Services } from '@/shared/services';
import { pendingForcedFlow } from './forced-flow';
import { landingPath } from './return-url';

/**
 * Where a user who has just got a token goes: a forced flow first (core §4), else the safe returnUrl,
 * else the dashboard. Reminders that fail to load do not block the login; the next login-only page asks again.
 */
export async function afterLoginPath(services: Services, lang: Language, returnUrl: string | undefined): Promise<string> {
  return (await pendingForcedFlow(services, lang)) ?? landingPath(returnUrl, lang);
}

/** Logs in with a token from the API (core §4: setting it marks the user logged in) and says where to go. */
export function logIn(services: Services, token: string, lang: Language, returnUrl: string | undefined): Promise<string> {
  services.session.setToken(token);
  return afterLoginPath(services, lang, returnUrl);
}
