import type { TFunction } from 'i18next';

/** A statement month (YYYY-MM) as words: "2026 m. kovas", "March 2026", "март 2026". */
export function formatMonth(month: string, t: TFunction): string {
  const [year, number] = month.split('-');
  return t('account:monthYear', { year, month: t(`account:months.m${Number(number)}`) });
}
