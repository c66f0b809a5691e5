import { USER_SESSION_PREFIX } from '@/shared/session/logout';

/**
 * What the session remembers about banners (campaign seed §4): closed ones, once-per-session ones
 * already shown, and the modals that opened by themselves in this visit (spec/app.yaml notices).
 * Kept in sessionStorage under the user prefix, so logout forgets them.
 */
export const CLOSED_KEY = `${USER_SESSION_PREFIX}banners.closed`;
export const SHOWN_KEY = `${USER_SESSION_PREFIX}banners.shown`;
export const POPUPS_KEY = `${USER_SESSION_PREFIX}banners.popups`;

function read(storage: Storage | undefined, key: string): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set(); // a damaged value forgets, it does not break the page
  }
}

function add(storage: Storage | undefined, key: string, ids: readonly string[]): void {
  if (!storage || ids.length === 0) return;
  const set = read(storage, key);
  for (const id of ids) set.add(id);
  try {
    storage.setItem(key, JSON.stringify([...set]));
  } catch {
    // storage full or blocked: the banner just shows again next time
  }
}

const session = (): Storage | undefined => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

export const closedBanners = (storage = session()) => read(storage, CLOSED_KEY);
export const shownBanners = (storage = session()) => read(storage, SHOWN_KEY);
export const rememberClosed = (ids: readonly string[], storage = session()) => add(storage, CLOSED_KEY, ids);
export const rememberShown = (ids: readonly string[], storage = session()) => add(storage, SHOWN_KEY, ids);
// Counted apart before and after login: a popup seen on Home before logging in leaves the one after it.
const popupsKey = (loggedIn: boolean) => `${POPUPS_KEY}.${loggedIn ? 'in' : 'out'}`;
export const visitPopups = (loggedIn: boolean, storage = session()) => [...read(storage, popupsKey(loggedIn))];
export const rememberPopup = (id: string, loggedIn: boolean, storage = session()) => add(storage, popupsKey(loggedIn), [id]);
