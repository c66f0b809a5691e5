import type { Services } from '@/shared/services';
import { isRedirectingFailure } from './api-error';

/**
 * For a page's secondary data: the page still shows without it, but the failure is not hidden.
 * 401, 403 and 503 are rethrown, so the route guard redirects as the seeds say; any other failure
 * opens the error popup (core §8) and the fallback stands in.
 */
export async function optionalData<T>(services: Pick<Services, 'fail'>, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isRedirectingFailure(error)) throw error;
    services.fail(error);
    return fallback;
  }
}
