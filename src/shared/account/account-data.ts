import { configKeys } from '@generated/app';
import type { components } from '@generated/api/schema';
import { unwrap } from '@/shared/api/client';
import { Resource } from '@/shared/api/resource';
import type { Services } from '@/shared/services';

type Schemas = components['schemas'];

export interface AccountData {
  /** GET /user-information/user: full name, eSIM flag, SIM validity. */
  userInfo: Resource<Schemas['UserInfo']>;
  /** GET /otrs360/tickets/unread: the new-requests badge. */
  unreadTickets: Resource<number>;
  /** GET /billing/invoices, counted: the invoices badge of a postpaid account (# assumed). */
  unpaidInvoices: Resource<number>;
  /** GET /feature-management/features/disabled: ids of remotely disabled features. */
  disabledFeatures: Resource<number[]>;
  /** GET /system/configs for every key of spec/app.yaml configKeys. */
  configs: Resource<Record<string, string>>;
}

const cache = new WeakMap<Services, AccountData>();

/**
 * The logged-in user's shared data, one set per app instance. User data is dropped on logout
 * (core §4: logout clears all user data); features and configs are public and stay.
 */
export function accountData(services: Services): AccountData {
  let data = cache.get(services);
  if (data) return data;
  const { api } = services;
  data = {
    userInfo: new Resource(() => unwrap(api.GET('/user-information/user'))),
    unreadTickets: new Resource(async () => (await unwrap(api.GET('/otrs360/tickets/unread'))).count),
    unpaidInvoices: new Resource(async () => (await unwrap(api.GET('/billing/invoices'))).filter((invoice) => !invoice.paid).length),
    disabledFeatures: new Resource(async () => (await unwrap(api.GET('/feature-management/features/disabled'))).map((f) => f.id)),
    configs: new Resource(async () => {
      const list = await unwrap(api.GET('/system/configs', { params: { query: { configs: [...configKeys] } } }));
      return Object.fromEntries(list.map((c) => [c.key, c.value]));
    }),
  };
  const current = data;
  const userData = [current.userInfo, current.unreadTickets, current.unpaidInvoices] as const;
  let msisdn = services.session.getSnapshot().claims?.msisdn;
  services.session.subscribe(() => {
    const snapshot = services.session.getSnapshot();
    const was = msisdn;
    msisdn = snapshot.claims?.msisdn;
    if (!snapshot.isLoggedIn) for (const resource of userData) resource.clear();
    // Another number of the account (the number switcher): what was shown of the old one loads again for the new one.
    else if (was && msisdn !== was)
      for (const resource of userData) {
        const shown = resource.getSnapshot().data !== undefined;
        resource.clear();
        if (shown) resource.refresh().catch(() => undefined);
      }
  });
  cache.set(services, data);
  return data;
}
