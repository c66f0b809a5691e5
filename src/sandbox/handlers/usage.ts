import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes } from '../errors';
import { requireCaller } from '../guard';
import { api } from '../http';
import { dailyDataOf, monthOf, statementMonths, totalsOf, usageOf, type UsageType } from '../world/usage';

const TYPES: readonly UsageType[] = ['call', 'sms', 'data'];

/** The usage statement: one month's records (optionally of one type) and the month's totals. */
export function usageHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/usage/records', ({ request, response }) => {
      const { world, subscriber } = requireCaller(ctx, request);
      const query = new URL(request.url).searchParams;
      const now = world.clock();
      const months = statementMonths(now);
      const month = query.get('month') ?? monthOf(now);
      const type = query.get('type');
      if (!months.includes(month)) throw errorCodes(400, { code: 'InvalidRequest', message: `month must be one of ${months.join(', ')}` });
      if (type !== null && !TYPES.includes(type as UsageType))
        throw errorCodes(400, { code: 'InvalidRequest', message: 'type must be call, sms or data' });
      const records = usageOf(subscriber, month, now);
      return response(200).json({
        month,
        availableMonths: months,
        totals: totalsOf(records),
        dailyData: dailyDataOf(records, month, now),
        records: records.filter((r) => type === null || r.type === type).map((r) => ({ ...r, startedAt: r.startedAt.toISOString() })),
      });
    }),
  ];
}
