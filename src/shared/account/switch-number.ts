import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';

/**
 * Switches the session to another number of the account (issue 51): the API issues a token for that number and
 * every call after it answers for it. The caller reloads the page's data (the router's revalidation); the shared
 * account data reloads itself when the token's number changes (account-data.ts).
 */
export async function switchNumber(services: Pick<Services, 'api' | 'session'>, msisdn: string): Promise<void> {
  const { result } = await unwrap(services.api.POST('/account/numbers/{msisdn}/token', { params: { path: { msisdn } } }));
  services.session.setToken(result);
}
