import type { Services } from '@/shared/services';
import { isHandled } from './api-error';

/*
 * A 401, 403 or 503 is acted on by the API client (the user is sent to Login, the root or maintenance);
 * both helpers pass such a failure on, so a page that is ending shows nothing more (the route guard
 * waits for the navigation under way) instead of drawing its fallback on the way out.
 */

/**
 * For a page's secondary data: the page still shows without it, but the failure is not hidden: the
 * error popup says it (core §8) and the fallback stands in.
 */
export async function optionalData<T>(services: Pick<Services, 'fail'>, call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isHandled(error)) throw error;
    services.fail(error);
    return fallback;
  }
}

/** For data whose failure the seeds want silent (banners, card info: campaigns §8) or a page can always do without. */
export async function orElse<T, F = T>(call: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call;
  } catch (error) {
    if (isHandled(error)) throw error;
    return fallback;
  }
}
