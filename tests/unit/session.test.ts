import { describe, expect, it, vi } from 'vitest';
import { SessionStore } from '@/shared/session/session-store';
import { isExpired, needsExchange, readClaims } from '@/shared/session/token';
import { createTokenExchanger } from '@/shared/session/token-exchange';

const NOW = Date.parse('2026-11-21T10:00:00Z');
const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
const token = (claims: object) => `${b64({ alg: 'none' })}.${b64(claims)}.sig`;
const expiringIn = (minutes: number) => token({ Msisdn: '61234567', AccountID: '1001', exp: Math.floor(NOW / 1000) + minutes * 60 });

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
}

describe('token claims and timing (core §3, §4)', () => {
  it('reads Msisdn and AccountID', () => {
    expect(readClaims(expiringIn(30))).toMatchObject({ msisdn: '61234567', accountId: '1001' });
    expect(readClaims('not-a-token')).toBeUndefined();
  });

  it('is expired at and after exp', () => {
    expect(isExpired(expiringIn(0), NOW)).toBe(true);
    expect(isExpired(expiringIn(1), NOW)).toBe(false);
  });

  it('needs an exchange only inside the 5-minute window', () => {
    expect(needsExchange(expiringIn(6), NOW, 5)).toBe(false);
    expect(needsExchange(expiringIn(4), NOW, 5)).toBe(true);
    expect(needsExchange(expiringIn(0), NOW, 5)).toBe(false);
  });
});

describe('SessionStore', () => {
  it('reads a stored token at start and drops an expired one', () => {
    const storage = new MemoryStorage();
    storage.setItem('token', expiringIn(30));
    expect(new SessionStore(storage, 'token', () => NOW).getSnapshot()).toMatchObject({ isLoggedIn: true, claims: { msisdn: '61234567' } });
    storage.setItem('token', expiringIn(-1));
    expect(new SessionStore(storage, 'token', () => NOW).getSnapshot().isLoggedIn).toBe(false);
    expect(storage.getItem('token')).toBeNull();
  });

  it('marks the user logged in on a new token and tells login listeners', () => {
    const session = new SessionStore(new MemoryStorage(), 'token', () => NOW);
    const onLogin = vi.fn();
    const onChange = vi.fn();
    session.onLogin(onLogin);
    session.subscribe(onChange);
    session.setToken(expiringIn(30));
    expect(session.getSnapshot().isLoggedIn).toBe(true);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('logs out when another tab removes the token', () => {
    const storage = new MemoryStorage();
    const session = new SessionStore(storage, 'token', () => NOW);
    session.setToken(expiringIn(30));
    const target = new EventTarget();
    session.listenToOtherTabs(target as unknown as Window);
    storage.removeItem('token');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    expect(session.getSnapshot().isLoggedIn).toBe(false);
  });

  it('tells the app once when another tab logs out, after the user data is gone (issue 7 D6)', () => {
    const storage = new MemoryStorage();
    const session = new SessionStore(storage, 'token', () => NOW);
    session.setToken(expiringIn(30));
    const target = new EventTarget();
    const seen: boolean[] = [];
    const onLoggedOut = vi.fn(() => seen.push(session.getSnapshot().isLoggedIn));
    session.listenToOtherTabs(target as unknown as Window, onLoggedOut);
    // another key changing is not a logout
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'other' }));
    expect(onLoggedOut).not.toHaveBeenCalled();
    storage.removeItem('token');
    target.dispatchEvent(Object.assign(new Event('storage'), { key: 'token' }));
    target.dispatchEvent(Object.assign(new Event('storage'), { key: null }));
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([false]);
  });
});

describe('token exchange', () => {
  it('exchanges once when inside the window and stores the new token', async () => {
    const session = new SessionStore(new MemoryStorage(), 'token', () => NOW);
    session.setToken(expiringIn(3));
    const fresh = expiringIn(60);
    const exchange = vi.fn().mockResolvedValue(fresh);
    const run = createTokenExchanger(session, { windowMinutes: 5, timeoutMs: 5000, exchange, now: () => NOW });
    await Promise.all([run(), run()]);
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(session.token).toBe(fresh);
  });

  it('leaves a token outside the window alone', async () => {
    const session = new SessionStore(new MemoryStorage(), 'token', () => NOW);
    session.setToken(expiringIn(30));
    const exchange = vi.fn();
    await createTokenExchanger(session, { windowMinutes: 5, timeoutMs: 5000, exchange, now: () => NOW })();
    expect(exchange).not.toHaveBeenCalled();
  });

  it('gives up after the wait timeout and keeps the old token', async () => {
    const session = new SessionStore(new MemoryStorage(), 'token', () => NOW);
    const old = expiringIn(3);
    session.setToken(old);
    const exchange = (signal: AbortSignal) =>
      new Promise<string>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)));
    await createTokenExchanger(session, { windowMinutes: 5, timeoutMs: 20, exchange, now: () => NOW })();
    expect(session.token).toBe(old);
  });
});
