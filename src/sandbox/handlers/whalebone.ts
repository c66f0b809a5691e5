import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../context';
import { errorCodes } from '../errors';
import { PROTECTION_CALL, requireCaller } from '../guard';
import { api } from '../http';
import { incidentDays } from '../world/security-stats';
import { addDays, isoDate } from '../world/time';

const DEFAULT_DAYS = 30;

function dateParam(value: string | null, fallback: Date): Date {
  if (!value) return fallback;
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw errorCodes(400, { code: 'InvalidRequest', message: `${value} is not a date` });
  return date;
}

/** Browsing-protection statistics of the caller's number (portal or browsing-protection token). */
export function whaleboneHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    api.get('/whalebone/incident-statistics', ({ request, query, response }) => {
      const { world, subscriber } = requireCaller(ctx, request, PROTECTION_CALL);
      const today = new Date(`${world.clock().toISOString().slice(0, 10)}T00:00:00Z`);
      const to = dateParam(query.get('to'), today);
      const from = dateParam(query.get('from'), addDays(to, -(DEFAULT_DAYS - 1)));
      if (from > to) throw errorCodes(400, { code: 'InvalidRequest', message: 'from is after to' });
      const days = incidentDays(subscriber.msisdn, from, to);
      const sum = (key: 'malicious' | 'malware' | 'phishing') => days.reduce((total, day) => total + day[key], 0);
      const categories = (['malicious', 'malware', 'phishing'] as const).map((category) => ({ category, count: sum(category) }));
      return response(200).json({
        from: isoDate(from),
        to: isoDate(to),
        total: categories.reduce((t, c) => t + c.count, 0),
        categories,
        days,
      });
    }),
  ];
}
