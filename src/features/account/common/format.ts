import type { TFunction } from 'i18next';

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
