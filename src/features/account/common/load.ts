import { isRedirectingFailure } from '@/shared/api/api-error';
import type { Services } from '@/shared/services';

/** 401, 403 and 503 send the user elsewhere (core §8): the route guard turns them into the seeds' redirects. */
export const redirects = isRedirectingFailure;

type Settled<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] | null };

/**
 * A screen's calls in parallel. A redirecting failure is rethrown, so the guard redirects with the path being
 * opened as returnUrl; the first other failure opens the error popup (services.fail) and its data is null,
 * so the screen shows what did load and says what did not.
 */
export async function settle<T extends readonly unknown[]>(
  services: Pick<Services, 'fail'>,
  calls: { [K in keyof T]: Promise<T[K]> },
): Promise<Settled<T>> {
  const results = await Promise.allSettled(calls as readonly Promise<unknown>[]);
  for (const result of results) if (result.status === 'rejected' && redirects(result.reason)) throw result.reason;
  const failed = results.find((result) => result.status === 'rejected');
  if (failed?.status === 'rejected') services.fail(failed.reason);
  return results.map((result) => (result.status === 'fulfilled' ? result.value : null)) as Settled<T>;
}
