import { AsyncLocalStorage } from 'node:async_hooks';
// Relative import: the sandbox's calendar is the portal's (Vilnius), from the one place that knows it.
import { fromVilnius, inVilnius } from '../../shared/format/format';

/**
 * Date helpers for data built relative to the world's `now` (so "expires this month" stays true). Days and
 * months are the operator's, on the Vilnius calendar, as a Lithuanian operator's API counts them (issue 46):
 * at 00:30 on the 1st in Vilnius it is already the new month, although UTC still says the old one.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** `YYYY-MM-DD` of the day a moment falls on in Vilnius: the API's `format: date`. */
export function isoDate(date: Date): string {
  return inVilnius(date).toISOString().slice(0, 10);
}

/** `YYYY-MM` of the month a moment falls in, in Vilnius. */
export function vilniusMonth(date: Date): string {
  return isoDate(date).slice(0, 7);
}

/** The Vilnius midnight that starts day `day` of the month `offset` months from the one `date` falls in (day 0: the last of the month before). */
export function monthDay(date: Date, offset: number, day: number): Date {
  const local = inVilnius(date);
  return fromVilnius(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + offset, day));
}

/** The Vilnius midnight that starts the month `offset` months from the one `date` falls in. */
export function monthStart(date: Date, offset = 0): Date {
  return monthDay(date, offset, 1);
}

/** The Vilnius midnight that starts the day after the one `date` falls on (23 or 25 hours away on a clock change). */
export function nextDay(date: Date): Date {
  const local = inVilnius(date);
  return fromVilnius(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1));
}

/**
 * A clock that starts at `start` and runs at real speed: tests build a world around a fixed date,
 * and tokens, payments and logins made later still get increasing times.
 */
export function runningClock(start: Date): () => Date {
  const startedAt = Date.now();
  return () => previewInstant.getStore() ?? new Date(start.getTime() + (Date.now() - startedAt));
}

/**
 * The instant a request previews (its Preview-At header, spec/app.yaml api.previewHeader): while the
 * sandbox answers it, every world's clock reads that instant, so campaign statuses, dated offers and
 * validities are as of then (issue 49). Set by withWorldTime (api-clock.ts) around each answer.
 */
export const previewInstant = new AsyncLocalStorage<Date>();

/**
 * The school year `date` falls in, as Vilnius dates: 1 September to 31 August (an ISIC offer's validity).
 * It changes once a year, so a page built on one day shows the same dates as the API the next.
 */
export function schoolYear(date: Date): { from: Date; to: Date } {
  const local = inVilnius(date);
  const first = local.getUTCMonth() >= 8 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return { from: new Date(`${first}-09-01T00:00:00+03:00`), to: new Date(`${first + 1}-08-31T23:59:59+03:00`) };
}
