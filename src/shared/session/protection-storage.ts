import * as app from '@generated/app';
import * as constants from '@generated/constants';

type CookieJar = Pick<Document, 'cookie'>;

const COOKIE = app.tokens.protectionCookie!;

function readCookie(jar: CookieJar): string | undefined {
  for (const part of jar.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * What the cookie holds of a token: a fingerprint (FNV-1a), never the token itself, which would then be readable
 * by any script of the site and go with every request to it (issue 47 F1).
 */
function fingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) hash = Math.imul(hash ^ token.charCodeAt(i), 0x01000193) >>> 0;
  return `${token.length.toString(36)}.${hash.toString(36)}`;
}

/**
 * The browsing-protection area's token store (campaign seed §4): the token under its own key in local
 * storage (never the portal's), with a cookie that expires after tokenCookieExpiryHours. The cookie is the
 * session's clock: once it has expired (or names another token), the stored token is gone too.
 */
export function protectionStorage(
  storage: Storage,
  jar: CookieJar = document,
  secure = globalThis.location?.protocol === 'https:',
): Storage {
  const maxAge = constants.tokenCookieExpiryHours * 3600;
  const setCookie = (value: string, seconds: number) => {
    jar.cookie = `${COOKIE}=${encodeURIComponent(value)}; Max-Age=${seconds}; Path=/; SameSite=Strict${secure ? '; Secure' : ''}`;
  };
  return {
    get length() {
      return storage.length;
    },
    key: (index) => storage.key(index),
    clear: () => storage.clear(),
    getItem(key) {
      const value = storage.getItem(key);
      if (key !== app.tokens.protectionStorageKey || value === null) return value;
      if (readCookie(jar) === fingerprint(value)) return value;
      storage.removeItem(key);
      return null;
    },
    setItem(key, value) {
      storage.setItem(key, value);
      if (key === app.tokens.protectionStorageKey) setCookie(fingerprint(value), maxAge);
    },
    removeItem(key) {
      storage.removeItem(key);
      if (key === app.tokens.protectionStorageKey) setCookie('', 0);
    },
  };
}
