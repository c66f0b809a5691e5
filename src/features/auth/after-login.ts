import type { Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
// The one definition of the forced flows, shared with the dashboard's loader (see the report: it
// belongs in src/shared/session once the lead moves it; features do not import each other).
import { forcedFlowPath } from '@/shared/session/forced-flow';
import { landingPath } from './return-url';

/**
 * Where a user who has just got a token goes: a forced flow first (core §4), else the safe returnUrl,
 * else the dashboard. Reminders that fail to load do not block the login; the dashboard checks again.
 */
export async function afterLoginPath(services: Services, lang: Language, returnUrl: string | undefined): Promise<string> {
  const reminders = await unwrap(services.api.GET('/user-information/action-reminders')).catch(() => undefined);
  const msisdn = services.session.getSnapshot().claims?.msisdn;
  return forcedFlowPath(reminders, lang, msisdn) ?? landingPath(returnUrl, lang);
}

/** Logs in with a token from the API (core §4: setting it marks the user logged in) and says where to go. */
export function logIn(services: Services, token: string, lang: Language, returnUrl: string | undefined): Promise<string> {
  services.session.setToken(token);
  return afterLoginPath(services, lang, returnUrl);
}
