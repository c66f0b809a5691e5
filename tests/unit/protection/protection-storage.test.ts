// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import * as app from '@generated/app';
import { protectionStorage } from '@/shared/session/protection-storage';

/** A cookie jar that keeps what is written to it, as document.cookie would (Max-Age=0 deletes). */
function jar() {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0(;|$)/.test(line)) cookies.delete(name!);
      else cookies.set(name!, value!);
    },
    expire() {
      cookies.clear();
    },
  };
}

const KEY = app.tokens.protectionStorageKey!;

describe('the browsing-protection token store', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the token under its own key with a cookie of one hour, never under the portal key', () => {
    const cookies = jar();
    const storage = protectionStorage(localStorage, cookies, true);
    storage.setItem(KEY, 'a.b.c');
    expect(localStorage.getItem(KEY)).toBe('a.b.c');
    expect(localStorage.getItem(app.tokens.storageKey!)).toBeNull();
    // A fingerprint of the token, never the token itself (issue 47 F1).
    expect(cookies.written).toEqual([
      expect.stringMatching(
        new RegExp(`^${app.tokens.protectionCookie}=[0-9a-z]+\\.[0-9a-z]+; Max-Age=3600; Path=/; SameSite=Strict; Secure$`),
      ),
    ]);
    expect(cookies.written[0]).not.toContain('a.b.c');
    expect(storage.getItem(KEY)).toBe('a.b.c');
  });

  it('drops the stored token once its cookie has expired', () => {
    const cookies = jar();
    const storage = protectionStorage(localStorage, cookies, false);
    storage.setItem(KEY, 'a.b.c');
    cookies.expire();
    expect(storage.getItem(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('drops a stored token the cookie does not name (another token of the area, written since)', () => {
    const cookies = jar();
    const storage = protectionStorage(localStorage, cookies, false);
    storage.setItem(KEY, 'a.b.c');
    localStorage.setItem(KEY, 'x.y.z');
    expect(storage.getItem(KEY)).toBeNull();
  });

  it('removes the cookie with the token', () => {
    const cookies = jar();
    const storage = protectionStorage(localStorage, cookies, false);
    storage.setItem(KEY, 'a.b.c');
    storage.removeItem(KEY);
    expect(cookies.cookie).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
