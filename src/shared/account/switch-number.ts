import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { Resource } from '@/shared/api/resource';
import type { Services } from '@/shared/services';

type AccountNumber = components['schemas']['AccountNumber'];

const lists = new WeakMap<Services, Resource<AccountNumber[]>>();

/**
 * GET /account/numbers, one list per app (issue 51). Loaded only by the number switcher, which shows only for a
 * login that manages several numbers (UserInfo.accountNumbers); dropped on logout, asked again on a switch (its
 * `current` moves) while the list on show stays, and with it the switcher's focus.
 */
export function accountNumbers(services: Services): Resource<AccountNumber[]> {
  let list = lists.get(services);
  if (list) return list;
  const made = new Resource(() => unwrap(services.api.GET('/account/numbers')));
  let msisdn = services.session.getSnapshot().claims?.msisdn;
  services.session.subscribe(() => {
    const snapshot = services.session.getSnapshot();
    const was = msisdn;
    msisdn = snapshot.claims?.msisdn;
    if (!snapshot.isLoggedIn) made.clear();
    else if (was && msisdn !== was) made.refresh().catch(() => undefined);
  });
  lists.set(services, (list = made));
  return list;
}

/**
 * Switches the session to another number of the account: the API issues a token for that number and every call
 * after it answers for it. The caller reloads the page's data (the router's revalidation); the shared account data
 * reloads itself when the token's number changes (account-data.ts).
 */
export async function switchNumber(services: Pick<Services, 'api' | 'session'>, msisdn: string): Promise<void> {
  const { result } = await unwrap(services.api.POST('/account/numbers/{msisdn}/token', { params: { path: { msisdn } } }));
  services.session.setToken(result);
}
