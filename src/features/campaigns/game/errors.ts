import { ApiError, exceptionKey } from '@/shared/api/api-error';

/** Whether a failed call answered this exception key (e.g. a second spin: CampaignTransactionUsedException). */
export function isException(error: unknown, key: string): boolean {
  return error instanceof ApiError && error.kind === 'http' && exceptionKey(error.body) === key;
}

/** A 404 answer (an unknown transaction, winning or prize). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && error.status === 404;
}
