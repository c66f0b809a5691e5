import { isHandled } from '@/shared/api/api-error';
import type { Services } from '@/shared/services';

type Settled<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] | null };

/**
 * A screen's calls in parallel. The first failure opens the error popup (services.fail) and its data is null,
 * so the screen shows what did load and says what did not. A 401, 403 or 503, on which the API client has
 * already sent the user elsewhere, is passed on: the page is ending.
 */
export async function settle<T extends readonly unknown[]>(
  services: Pick<Services, 'fail'>,
  calls: { [K in keyof T]: Promise<T[K]> },
): Promise<Settled<T>> {
  const results = await Promise.allSettled(calls as readonly Promise<unknown>[]);
  for (const result of results) if (result.status === 'rejected' && isHandled(result.reason)) throw result.reason;
  const failed = results.find((result) => result.status === 'rejected');
  if (failed?.status === 'rejected') services.fail(failed.reason);
  return results.map((result) => (result.status === 'fulfilled' ? result.value : null)) as Settled<T>;
}
