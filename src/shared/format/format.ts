// Relative imports: the sandbox, which Vite's config bundles without the app's aliases, formats its texts with it.
import * as app from '../../../generated/app';
import type { Language } from '../../../generated/routes';

/** Dates are also written in the campaign-only language (ua) on the Ukrainian campaign's pages. */
export type DateLanguage = Language | 'ua';

const MONTHS: Record<DateLanguage, string[]> = {
  lt: [
    'sausio',
    'vasario',
    'kovo',
    'balandžio',
    'gegužės',
    'birželio',
    'liepos',
    'rugpjūčio',
    'rugsėjo',
    'spalio',
    'lapkričio',
    'gruodžio',
  ],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  ua: ['січня', 'лютого', 'березня', 'квітня', 'травня', 'червня', 'липня', 'серпня', 'вересня', 'жовтня', 'листопада', 'грудня'],
};

/**
 * Europe/Vilnius's offset from UTC in hours at a moment: +2, and +3 from the last Sunday of March to
 * the last Sunday of October at 01:00 UTC (the EU rule, Lithuania's since 2003). Computed rather than asked of Intl: the first
 * time-zone DateTimeFormat loads the zone data, a long task on a phone while the page starts.
 */
export function vilniusOffsetHours(moment: Date): number {
  const year = moment.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
  };
  const time = moment.getTime();
  return time >= lastSunday(2) && time < lastSunday(9) ? 3 : 2;
}

/** A moment as Vilnius wall-clock time, held in a Date's UTC fields (read them with getUTC*, toISOString). */
export function inVilnius(moment: Date): Date {
  return new Date(moment.getTime() + vilniusOffsetHours(moment) * 3_600_000);
}

/**
 * The moment a Vilnius wall-clock time stands for (the wall time held in a Date's UTC fields, as `inVilnius`
 * gives it): the inverse of `inVilnius`. Two tries settle the offset around a clock change; the hour skipped
 * in spring reads as summer time, the hour that comes twice in autumn as its second, winter time.
 */
export function fromVilnius(wall: number): Date {
  const guess = wall - vilniusOffsetHours(new Date(wall - 2 * 3_600_000)) * 3_600_000;
  return new Date(wall - vilniusOffsetHours(new Date(guess)) * 3_600_000);
}

/** The same Vilnius wall time `days` calendar days later: a clock change between makes one of those days 23 or 25 hours. */
export function addVilniusDays(moment: Date, days: number): Date {
  return fromVilnius(inVilnius(moment).getTime() + days * 86_400_000);
}

/**
 * Dates in the configured format (spec/app.yaml formats.date): YYYY, MMMM, MM, D, DD tokens and
 * [literal] text; Lithuanian gets its 'd.' suffix ("2026 m. lapkričio 21 d."). Times are Vilnius dates.
 */
export function formatDate(date: Date | string, language: DateLanguage): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const local = inVilnius(d);
  const parts = {
    year: String(local.getUTCFullYear()),
    month: String(local.getUTCMonth() + 1).padStart(2, '0'),
    day: String(local.getUTCDate()).padStart(2, '0'),
  };
  const pattern = app.formats.date[language];
  return pattern.replace(/\[([^\]]*)\]|YYYY|MMMM|MM|DD|D/g, (token, literal: string | undefined) => {
    if (literal !== undefined) return literal;
    switch (token) {
      case 'YYYY':
        return parts.year;
      case 'MMMM':
        return MONTHS[language][Number(parts.month) - 1]!;
      case 'MM':
        return parts.month;
      case 'DD':
        return parts.day;
      default:
        return String(Number(parts.day));
    }
  });
}

/** The clock time in Vilnius, as spec/app.yaml formats.time writes it (HH:mm in every language). */
export function formatTime(date: Date | string, language: DateLanguage): string {
  const local = inVilnius(typeof date === 'string' ? new Date(date) : date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return app.formats.time[language].replace('HH', pad(local.getUTCHours())).replace('mm', pad(local.getUTCMinutes()));
}

/** A moment as its date and its time: "2026 m. lapkričio 28 d. 14:05". */
export function formatDateTime(date: Date | string, language: DateLanguage): string {
  return `${formatDate(date, language)} ${formatTime(date, language)}`;
}
