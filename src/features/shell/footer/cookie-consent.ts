/**
 * The visitor's cookie choice (campaign seed: cookie consent; the product's own cookie agreement).
 * Kept in local storage under one key so the consent banner and the footer's settings agree.
 */
export type CookieChoice = 'necessary' | 'all';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

export function readCookieChoice(storage: Storage = localStorage): CookieChoice | undefined {
  const value = storage.getItem(COOKIE_CONSENT_KEY);
  return value === 'necessary' || value === 'all' ? value : undefined;
}

export function saveCookieChoice(choice: CookieChoice, storage: Storage = localStorage): void {
  storage.setItem(COOKIE_CONSENT_KEY, choice);
}
