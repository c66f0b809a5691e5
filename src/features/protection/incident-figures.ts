import { IncidentCategory } from '@generated/enums';
import type { Language } from '@generated/routes';
import type { IncidentStatistics } from './protection-api';

/** The categories in the seeds' order (campaign seed §3: malicious, malware, phishing). */
export const CATEGORIES: readonly IncidentCategory[] = [IncidentCategory.Malicious, IncidentCategory.Malware, IncidentCategory.Phishing];

export type IncidentDay = IncidentStatistics['days'][number];

export const dayTotal = (day: IncidentDay) => CATEGORIES.reduce((sum, category) => sum + day[category], 0);

/** The top of the value axis: the largest day rounded up to a multiple of 4 (at least 4), so the five ticks are whole. */
export function axisMax(days: readonly IncidentDay[]): number {
  return Math.ceil(Math.max(4, ...days.map(dayTotal)) / 4) * 4;
}

/** A short day label for the axis: 03-14 in Lithuanian (ISO order), 14/03 in English, 14.03 in Russian. */
export function shortDay(isoDate: string, lang: Language): string {
  const [, month, day] = isoDate.split('-');
  if (lang === 'en') return `${day}/${month}`;
  if (lang === 'ru') return `${day}.${month}`;
  return `${month}-${day}`;
}
