import * as app from '@generated/app';
import { href } from '@/shared/routing/paths';
import { protectionStorage } from './protection-storage';
import { languageOf } from '@/shared/navigation/language';
import type { Services } from '@/shared/services';

/** Session-scoped keys (closed banners, once-per-session flags, active campaigns) belong to the user. */
export const USER_SESSION_PREFIX = 'portal.user.';

/**
 * Core §4: logging out clears the token and all user data (campaign §4: user-specific banners, menu,
 * card details, balance) and goes to Login with auto-login off. Other tabs follow through storage.
 */
export async function logout(services: Services): Promise<void> {
  await services.api.POST('/auth/logout').catch(() => undefined);
  services.session.clear('logout');
  // The browsing-protection area's session ends with the portal's (the API ends it too): nothing of it stays here.
  if (services.variant === 'main') protectionStorage(localStorage).removeItem(app.tokens.protectionStorageKey!);
  leaveAfterLogout(services);
}

/**
 * What follows a logout, here or in another tab (issue 7 D6): this tab's user data goes, and the app goes
 * to Login with auto-login off (the browsing-protection area: to its entry page, as on a 401).
 */
export function leaveAfterLogout(services: Services): void {
  for (const key of Object.keys(sessionStorage)) if (key.startsWith(USER_SESSION_PREFIX)) sessionStorage.removeItem(key);
  const lang = languageOf(location.pathname);
  const target = services.variant === 'protection' ? href('Protection', {}, lang) : href('Login', {}, lang, { useAutoLogin: 'false' });
  services.navigate(target, { replace: true });
}
