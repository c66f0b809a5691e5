import { isExpired, readClaims, type TokenClaims } from './token';

/**
 * How a session ended: a logout (here or in another tab), which goes to Login itself; the API refusing its
 * token (the app already acts on that call's 401); or its time running out with no call under way.
 */
export type SessionEnd = 'logout' | 'refused' | 'expired';

export interface SessionSnapshot {
  token: string | undefined;
  claims: TokenClaims | undefined;
  isLoggedIn: boolean;
  ended?: SessionEnd;
}

type Listener = () => void;
export const LOGGED_OUT: SessionSnapshot = { token: undefined, claims: undefined, isLoggedIn: false };

/**
 * The login state (core seed §4): the token lives in local storage under `key`, is read at start and
 * dropped if expired. Other tabs see the same storage, so a logout in one tab logs out the others.
 */
export class SessionStore {
  private snapshot: SessionSnapshot = LOGGED_OUT;
  private readonly listeners = new Set<Listener>();
  private readonly onLoginListeners = new Set<Listener>();

  constructor(
    private readonly storage: Storage,
    readonly key: string,
    private readonly now: () => number = Date.now,
  ) {
    const stored = storage.getItem(key);
    if (stored && !isExpired(stored, now())) this.snapshot = toSnapshot(stored);
    else if (stored) storage.removeItem(key);
  }

  getSnapshot = (): SessionSnapshot => this.snapshot;

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after a new token is set (login, exchange): reminders reload, active campaigns reset. */
  onLogin(listener: Listener): () => void {
    this.onLoginListeners.add(listener);
    return () => this.onLoginListeners.delete(listener);
  }

  get token(): string | undefined {
    const token = this.snapshot.token;
    if (token && isExpired(token, this.now())) {
      this.clear('expired');
      return undefined;
    }
    return token;
  }

  setToken(token: string): void {
    this.storage.setItem(this.key, token);
    this.snapshot = toSnapshot(token);
    this.emit();
    for (const listener of this.onLoginListeners) listener();
  }

  /** Ends the session, saying how (SessionEnd). */
  clear(ended: SessionEnd): void {
    this.storage.removeItem(this.key);
    if (!this.snapshot.isLoggedIn) return;
    this.snapshot = { ...LOGGED_OUT, ended };
    this.emit();
  }

  /**
   * Follows changes other tabs make to the stored token (the storage event). A logout there logs out
   * here at once: the user's data goes (listeners see the logged-out snapshot), then `onLoggedOut`
   * runs (the app goes to Login, issue 7 D6).
   */
  listenToOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'>, onLoggedOut?: () => void): () => void {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== this.key && event.key !== null) return;
      const value = this.storage.getItem(this.key);
      if (!value) {
        if (this.snapshot.isLoggedIn) {
          this.snapshot = { ...LOGGED_OUT, ended: 'logout' };
          this.emit();
          onLoggedOut?.();
        }
      } else if (value !== this.snapshot.token && !isExpired(value, this.now())) {
        this.snapshot = toSnapshot(value);
        this.emit();
      }
    };
    target.addEventListener('storage', onStorage);
    return () => target.removeEventListener('storage', onStorage);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}

function toSnapshot(token: string): SessionSnapshot {
  return { token, claims: readClaims(token), isLoggedIn: true };
}
