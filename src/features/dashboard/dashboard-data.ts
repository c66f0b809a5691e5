import { redirect } from 'react-router';
import type { components } from '@generated/api/schema';
import type { Language } from '@generated/routes';
import { accountData } from '@/shared/account/account-data';
import { ApiError, isHandled } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import { loadBanners, type BannerData } from '@/shared/banners';
import type { CardLike } from '@/shared/cards/card-state';
import type { Services } from '@/shared/services';
import { forcedFlowPath, type ActionReminders } from '@/shared/session/forced-flow';

type Schemas = components['schemas'];
export type UserInfo = Schemas['UserInfo'];
export type GroupedBuckets = Schemas['GroupedBuckets'];
export type Invoice = Schemas['Invoice'];

export interface DashboardData {
  /** null when it could not be loaded (the error popup said so). */
  user: UserInfo | null;
  buckets: GroupedBuckets | null;
  reminders: ActionReminders | null;
  /** The API's information banners (campaign seed §3); none when they fail (silently, §8). */
  banners: BannerData;
  /** The saved card's details for the card banner; null when none or when it failed (silently, §8). */
  card: CardLike | null;
  /** A postpaid account's invoices (what is due); null for prepaid, or when they failed (the card says so). */
  invoices: Invoice[] | null;
}

/** Card info fails silently (campaign seed §8); a 503 still goes to maintenance. */
async function loadCard(services: Services): Promise<CardLike | null> {
  try {
    return (await unwrap(services.api.GET('/payment/payments/card'))) ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) throw error;
    return null;
  }
}

const valueOf = <T>(result: PromiseSettledResult<T>): T | null => (result.status === 'fulfilled' ? result.value : null);

/**
 * The dashboard's data, fetched in parallel. A redirecting failure is rethrown: the route guard turns
 * it into the seeds' redirect with the path being opened as returnUrl (services.fail would use the path
 * the user is leaving, since the router has not moved yet). Any other failure of the user info or the
 * buckets goes to services.fail (the popup) and the rest of the page still shows. A forced flow (core
 * §4) wins over the page.
 */
export async function loadDashboard(services: Services, lang: Language): Promise<DashboardData> {
  const userInfo = accountData(services).userInfo.refresh();
  // Only a postpaid account is invoiced: its invoices are asked for once the user info says so.
  const invoices = userInfo.then((info) => (info.customerType === 'postpaid' ? unwrap(services.api.GET('/billing/invoices')) : null));
  const [user, buckets, reminders, banners, card, due] = await Promise.allSettled([
    userInfo,
    unwrap(services.api.GET('/user-information/v2/grouped-buckets')),
    unwrap(services.api.GET('/user-information/action-reminders')),
    loadBanners(services),
    loadCard(services),
    invoices,
  ]);
  for (const result of [user, buckets, reminders, card, due])
    if (result.status === 'rejected' && isHandled(result.reason)) throw result.reason;
  const forced = forcedFlowPath(valueOf(reminders), lang, services.session.getSnapshot().claims?.msisdn);
  if (forced) throw redirect(forced);
  // One popup at a time: the user info failure matters most. Reminders failing only hides the notice.
  const failed = [user, buckets].find((result) => result.status === 'rejected');
  if (failed?.status === 'rejected') services.fail(failed.reason);
  return {
    user: valueOf(user),
    buckets: valueOf(buckets),
    reminders: valueOf(reminders),
    banners: valueOf(banners) ?? { api: [], campaigns: new Map() },
    card: valueOf(card),
    invoices: valueOf(due),
  };
}
