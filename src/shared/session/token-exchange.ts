import { needsExchange } from './token';
import type { SessionStore } from './session-store';

export interface ExchangeOptions {
  windowMinutes: number;
  timeoutMs: number;
  /** Calls POST /auth/token/exchange with the current bearer and resolves to the new token. */
  exchange(signal: AbortSignal): Promise<string>;
  now?: () => number;
}

/**
 * Core §4: a token with less than the expiry window left is exchanged for a new one. One exchange
 * at a time; an exchange that takes longer than the wait timeout is abandoned (the old token stays
 * until it expires, then the user logs in again).
 */
export function createTokenExchanger(session: SessionStore, options: ExchangeOptions) {
  let running: Promise<void> | undefined;
  const now = options.now ?? Date.now;
  return function exchangeIfNeeded(): Promise<void> {
    const token = session.token;
    if (!token || running || !needsExchange(token, now(), options.windowMinutes)) return running ?? Promise.resolve();
    running = options
      .exchange(AbortSignal.timeout(options.timeoutMs))
      .then((fresh) => session.setToken(fresh))
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}
