import type { components } from '@generated/api/schema';
import { ApiError } from '@/shared/api/api-error';
import { unwrap } from '@/shared/api/client';
import type { Services } from '@/shared/services';
import { settle } from '../common/load';

type Schemas = components['schemas'];
export type UsageStatement = Schemas['UsageStatement'];
export type UsageRecord = Schemas['UsageRecord'];
export type UsageType = Schemas['UsageType'];

export const USAGE_TYPES: readonly UsageType[] = ['call', 'sms', 'data'];

export interface ReportsData {
  statement: UsageStatement | null;
  /** The filter as asked (the query): the month, or none for the current one; the type, or none for all. */
  month: string | undefined;
  type: UsageType | undefined;
  /** The month asked for has no statement any more (an old bookmark): the latest one is shown instead. */
  monthGone?: boolean;
}

/** The query's month (YYYY-MM) and type, each left out when it is not one (the API then answers its default). */
export function filterOf(search: URLSearchParams): Pick<ReportsData, 'month' | 'type'> {
  const month = search.get('month') ?? '';
  const type = search.get('type') ?? '';
  return {
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : undefined,
    type: (USAGE_TYPES as readonly string[]).includes(type) ? (type as UsageType) : undefined,
  };
}

/** The statement of the month and type in the address (?month=2026-02&type=call). */
export async function loadReports(services: Services, url: URL): Promise<ReportsData> {
  const filter = filterOf(url.searchParams);
  const typeQuery = filter.type ? { type: filter.type } : {};
  const statementOf = (month: string | undefined) =>
    unwrap(services.api.GET('/usage/records', { params: { query: { ...(month ? { month } : {}), ...typeQuery } } }));
  let monthGone = false;
  // Only the months of availableMonths have a statement (the API answers 400 for another): a month that has
  // left that window since it was bookmarked shows the latest statement, and says so, rather than a dead page.
  const asked = statementOf(filter.month).catch((error: unknown) => {
    if (!filter.month || !(error instanceof ApiError) || error.status !== 400) throw error;
    monthGone = true;
    return statementOf(undefined);
  });
  const [statement] = await settle<[UsageStatement]>(services, [asked]);
  return monthGone && statement ? { statement, type: filter.type, month: undefined, monthGone } : { statement, ...filter };
}
