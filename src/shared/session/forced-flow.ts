import type { components } from '@generated/api/schema';
import { type Language } from '@generated/routes';
import { unwrap } from '@/shared/api/client';
import { href } from '@/shared/routing/paths';
import type { Services } from '@/shared/services';

export type ActionReminders = components['schemas']['ActionReminders'];

/*
 * Query names the target screens read. The registration step takes the registration's msisdn and guid
 * (its hidden fields in spec/forms/registration-identification.yaml); password recovery takes the
 * hash POST /password/recovery/reset needs (spec/forms/password-reset.yaml). Neither route declares
 * them in spec/routes.yaml yet, so they are appended here rather than through href()'s typed query.
 */
export const REGISTRATION_HASH_PARAM = 'guid';
export const PASSWORD_HASH_PARAM = 'hash';

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Core §4 "Forced flows": where a logged-in user must go before anything else, or undefined when
 * nothing is forced. Finishing the registration comes first (without it there is no password to
 * change). A forced flow without its hash starts that flow from its beginning.
 */
export function forcedFlowPath(reminders: ActionReminders | null | undefined, lang: Language, msisdn?: string): string | undefined {
  if (!reminders) return undefined;
  if (reminders.forceFinishRegistration) {
    const guid = reminders.registrationConfirmHash;
    return guid
      ? withQuery(href('RegistrationIdentificationMethods', {}, lang), { msisdn, [REGISTRATION_HASH_PARAM]: guid })
      : href('Registration', {}, lang);
  }
  if (reminders.forceFinishPasswordRemind) {
    return withQuery(href('PasswordRecovery', {}, lang), { [PASSWORD_HASH_PARAM]: reminders.passwordConfirmHash ?? undefined });
  }
  return undefined;
}

/** Per app instance: the token whose reminders were found to force nothing. */
const nothingForced = new WeakMap<Services, string>();

/**
 * Where the logged-in user must go first (core §4 "Forced flows"), asked of GET /user-information/action-reminders,
 * for the login, the dashboard and every login-only route (a deep link or a bookmark opened with a stored token).
 * An answer that forces nothing is kept for the token, so later pages ask no more; a forced answer is not, so
 * finishing the flow is seen on the next page. Reminders that fail to load block nothing: the next page asks again.
 */
export async function pendingForcedFlow(services: Services, lang: Language): Promise<string | undefined> {
  const { token, claims } = services.session.getSnapshot();
  if (!token || nothingForced.get(services) === token) return undefined;
  const reminders = await unwrap(services.api.GET('/user-information/action-reminders')).catch(() => undefined);
  const path = forcedFlowPath(reminders, lang, claims?.msisdn);
  if (reminders && !path) nothingForced.set(services, token);
  return path;
}
