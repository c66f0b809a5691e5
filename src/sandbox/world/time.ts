/** Date helpers for data built relative to the world's `now` (so "expires this month" stays true). */
const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60 * 1000);
}

/** `YYYY-MM-DD` in UTC, the API's `format: date`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** First moment of the month `offset` months from `date` (UTC). */
export function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

/**
 * A clock that starts at `start` and runs at real speed: tests build a world around a fixed date,
 * and tokens, payments and logins made later still get increasing times.
 */
export function runningClock(start: Date): () => Date {
  const startedAt = Date.now();
  return () => new Date(start.getTime() + (Date.now() - startedAt));
}

/**
 * The school year `date` falls in, as Vilnius dates: 1 September to 31 August (an ISIC offer's validity).
 * It changes once a year, so a page built on one day shows the same dates as the API the next.
 */
export function schoolYear(date: Date): { from: Date; to: Date } {
  const vilnius = new Date(date.getTime() + 3 * 60 * 60 * 1000);
  const first = vilnius.getUTCMonth() >= 8 ? vilnius.getUTCFullYear() : vilnius.getUTCFullYear() - 1;
  return { from: new Date(`${first}-09-01T00:00:00+03:00`), to: new Date(`${first + 1}-08-31T23:59:59+03:00`) };
}
