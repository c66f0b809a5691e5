import type { TFunction } from 'i18next';
import type { Language } from '@generated/routes';
import { formatDate, inVilnius } from '@/shared/format/format';

/** The clock time in Vilnius, HH:MM (the portal shows Lithuanian time, as its dates). */
export function formatTime(date: Date | string): string {
  const d = typeof date === 'string' ? new Date(date) : date;
  const local = inVilnius(d);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

export function formatDateTime(date: Date | string, lang: Language): string {
  return `${formatDate(date, lang)} ${formatTime(date)}`;
}

/** A statement month (YYYY-MM) as words: "2026 m. kovas", "March 2026", "март 2026". */
export function formatMonth(month: string, t: TFunction): string {
  const [year, number] = month.split('-');
  return t('account:monthYear', { year, month: t(`account:months.m${Number(number)}`) });
}

/** A call's length: 1:05 for a minute and five seconds, 1:02:09 past an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** Data in MB below a gigabyte and in GB above, one decimal with a comma: 350,2 MB, 1,4 GB. */
export function formatVolume(kb: number): string {
  const mb = kb / 1024;
  const [value, unit] = mb >= 1024 ? [mb / 1024, 'GB'] : [mb, 'MB'];
  return `${value.toFixed(1).replace('.', ',')}\u00a0${unit}`;
}
