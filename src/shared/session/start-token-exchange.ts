import * as constants from '@generated/constants';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { createTokenExchanger } from './token-exchange';

/**
 * Checks the token every 30 s and on returning to the tab; exchanges it when under the expiry
 * window. Only the main area: the browsing-protection token is never exchanged (campaign seed §4).
 */
export function startTokenExchange(services: Services): () => void {
  const exchangeIfNeeded = createTokenExchanger(services.session, {
    windowMinutes: constants.tokenExpirationWindowMinutes,
    timeoutMs: constants.tokenExchangeTimeoutMs,
    exchange: async (signal) => (await unwrap(services.api.POST('/auth/token/exchange', { signal }))).result,
  });
  const tick = () => void exchangeIfNeeded();
  const timer = setInterval(tick, 30_000);
  document.addEventListener('visibilitychange', tick);
  tick();
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', tick);
  };
}
