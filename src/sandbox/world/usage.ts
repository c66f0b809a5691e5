import { between, oneOf, seededRandom } from './seeded-random';
import type { Subscriber } from './subscribers';
import { addMinutes, monthStart, nextDay, vilniusMonth } from './time';
import { fromVilnius, inVilnius } from '../../shared/format/format';

export type UsageType = 'call' | 'sms' | 'data';

export interface UsageRecordState {
  id: string;
  type: UsageType;
  direction: 'outgoing' | 'incoming' | null;
  startedAt: Date;
  counterpart: string | null;
  durationSeconds: number | null;
  volumeKb: number | null;
  amount: number;
}

/** How many months back a statement exists, the current one included. */
export const STATEMENT_MONTHS = 6;

/** YYYY-MM of a moment: the Vilnius month, as the operator bills. */
export const monthOf = vilniusMonth;

/** The months a statement can be asked for, newest first. */
export function statementMonths(now: Date): string[] {
  return Array.from({ length: STATEMENT_MONTHS }, (_, i) => monthOf(monthStart(now, -i)));
}

/** Numbers the demo subscribers talk to; the last digits are hidden, as on a real statement. */
const CONTACTS = ['+370 612 45***', '+370 686 10***', '+370 655 93***', '+370 5 212 ****', '+370 699 27***', '+370 614 70***'];
const ABROAD = ['+48 601 23****', '+44 7700 9****'];

/**
 * A month of usage of a number: a few calls, messages and data sessions a day, deterministic per number and
 * month; the current month only up to `now`. Calls and messages to Lithuanian numbers and data are covered by
 * the plan (0 €); calls abroad cost 0,29 € a started minute and messages abroad 0,06 €.
 */
export function usageOf(subscriber: Subscriber, month: string, now: Date): UsageRecordState[] {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  // The month's Vilnius days, each from its own midnight (a clock change makes a day 23 or 25 hours long).
  const start = fromVilnius(Date.UTC(year, monthNumber - 1, 1));
  const end = new Date(Math.min(fromVilnius(Date.UTC(year, monthNumber, 1)).getTime(), now.getTime()));
  const random = seededRandom(`usage-${subscriber.msisdn}-${month}`);
  const records: UsageRecordState[] = [];
  for (let day = start; day < end; day = nextDay(day)) {
    const events = between(random, 1, 5);
    for (let i = 0; i < events; i++) {
      const startedAt = addMinutes(day, between(random, 7 * 60, 23 * 60));
      if (startedAt >= end) continue;
      const roll = random();
      const stamp = `${startedAt.toISOString().slice(0, 10).replace(/-/g, '')}-${records.length + 1}`;
      if (roll < 0.4) {
        const abroad = random() < 0.08;
        const seconds = between(random, 12, 900);
        records.push({
          id: `C-${stamp}`,
          type: 'call',
          direction: random() < 0.6 ? 'outgoing' : 'incoming',
          startedAt,
          counterpart: oneOf(random, abroad ? ABROAD : CONTACTS),
          durationSeconds: seconds,
          volumeKb: null,
          amount: 0,
        });
        const last = records[records.length - 1]!;
        if (abroad && last.direction === 'outgoing') last.amount = Math.round(Math.ceil(seconds / 60) * 29) / 100;
      } else if (roll < 0.65) {
        const abroad = random() < 0.05;
        const direction = random() < 0.55 ? 'outgoing' : 'incoming';
        records.push({
          id: `S-${stamp}`,
          type: 'sms',
          direction,
          startedAt,
          counterpart: oneOf(random, abroad ? ABROAD : CONTACTS),
          durationSeconds: null,
          volumeKb: null,
          amount: abroad && direction === 'outgoing' ? 0.06 : 0,
        });
      } else {
        records.push({
          id: `D-${stamp}`,
          type: 'data',
          direction: null,
          startedAt,
          counterpart: null,
          durationSeconds: null,
          volumeKb: between(random, 800, 650_000),
          amount: 0,
        });
      }
    }
  }
  return records.sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime());
}

export function totalsOf(records: readonly UsageRecordState[]) {
  const sum = (type: UsageType, pick: (r: UsageRecordState) => number) =>
    records.filter((r) => r.type === type).reduce((total, r) => total + pick(r), 0);
  const count = (type: UsageType) => records.filter((r) => r.type === type).length;
  const money = (value: number) => Math.round(value * 100) / 100;
  return {
    calls: {
      count: count('call'),
      durationSeconds: sum('call', (r) => r.durationSeconds ?? 0),
      amount: money(sum('call', (r) => r.amount)),
    },
    sms: { count: count('sms'), amount: money(sum('sms', (r) => r.amount)) },
    data: { sessions: count('data'), volumeKb: sum('data', (r) => r.volumeKb ?? 0), amount: money(sum('data', (r) => r.amount)) },
    amount: money(records.reduce((total, r) => total + r.amount, 0)),
  };
}

/** The month's data use per Vilnius day, every day of the month up to `now` (the statement's picture, issue 51). */
export function dailyDataOf(records: readonly UsageRecordState[], month: string, now: Date): { date: string; volumeKb: number }[] {
  const today = inVilnius(now).toISOString().slice(0, 10);
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const byDay = new Map<string, number>();
  for (const record of records)
    if (record.type === 'data') {
      const day = inVilnius(record.startedAt).toISOString().slice(0, 10);
      byDay.set(day, (byDay.get(day) ?? 0) + (record.volumeKb ?? 0));
    }
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
    .filter((date) => date <= today)
    .map((date) => ({ date, volumeKb: byDay.get(date) ?? 0 }));
}
