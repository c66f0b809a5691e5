import { describe, expect, it } from 'vitest';
import { landingPath, rememberReturnUrl, RETURN_ROUTE_KEY } from '@/shared/session/return-url';

/** A Storage stand-in: unit tests run in node, without sessionStorage. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** The query as the browser hands it over: `raw` is the returnUrl exactly as written in the address. */
const landing = (raw: string, storage = memoryStorage()) =>
  landingPath(rememberReturnUrl(new URLSearchParams(`returnUrl=${raw}`), storage), 'lt');

describe('returnUrl after login (never off-site)', () => {
  it.each([
    ['protocol-relative', '//evil.com'],
    ['backslash', '/\\evil.com'],
    ['absolute URL', 'https://evil.com'],
    ['encoded absolute URL', 'https%3A%2F%2Fevil.com'],
    ['javascript: scheme', 'javascript:alert(1)'],
    ['encoded slashes (decoded by the query)', '%2F%2Fevil.com'],
    ['encoded slashes after a slash', '/%2F%2Fevil.com'],
    ['double-encoded slashes', '/%252F%252Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['a relative path', 'pagrindinis'],
    ['nothing', ''],
  ])('%s (%s) ends at the dashboard', (_, raw) => {
    expect(landing(raw)).toBe('/pagrindinis');
  });

  it('keeps a same-site path with its query and hash', () => {
    expect(landing('/pagrindinis/nustatymai')).toBe('/pagrindinis/nustatymai');
    expect(landing(encodeURIComponent('/pagrindinis/nustatymai?tab=1#slaptazodzio-keitimas'))).toBe(
      '/pagrindinis/nustatymai?tab=1#slaptazodzio-keitimas',
    );
  });

  it('falls back to the dashboard in the page language', () => {
    expect(landingPath(undefined, 'en')).toBe('/en/dashboard');
    expect(landingPath('//evil.com', 'ru')).toBe('/ru/kabinet');
  });
});

describe('the stored return route', () => {
  it('remembers a safe returnUrl and uses it when a later Login has none', () => {
    const storage = memoryStorage();
    expect(rememberReturnUrl(new URLSearchParams('returnUrl=/pagrindinis/isklotine'), storage)).toBe('/pagrindinis/isklotine');
    expect(storage.data.get(RETURN_ROUTE_KEY)).toBe('/pagrindinis/isklotine');
    expect(rememberReturnUrl(new URLSearchParams(''), storage)).toBe('/pagrindinis/isklotine');
  });

  it('an unsafe returnUrl is never stored and replaces the stored one', () => {
    const storage = memoryStorage({ [RETURN_ROUTE_KEY]: '/pagrindinis/isklotine' });
    expect(rememberReturnUrl(new URLSearchParams('returnUrl=//evil.com'), storage)).toBeUndefined();
    expect(storage.data.has(RETURN_ROUTE_KEY)).toBe(false);
  });

  it('ignores a stored value that is not a safe path', () => {
    expect(rememberReturnUrl(new URLSearchParams(''), memoryStorage({ [RETURN_ROUTE_KEY]: 'https://evil.com' }))).toBeUndefined();
  });
});
