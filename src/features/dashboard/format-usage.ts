import type { Language } from '@generated/routes';
import { formatPrice, formatQuantity } from '@/shared/format/numbers';
import type { GroupedBuckets } from './dashboard-data';

export type Bucket = GroupedBuckets['groups'][number]['buckets'][number];

/**
 * An allowance amount in the page's language: "13,6 GB", "412 SMS", bonus money as a price ("1,50 €").
 * `unitLabel` is the translated unit (dashboard:units), ignored for EUR.
 */
export function formatAmount(value: number, unit: Bucket['unit'], unitLabel: string, lang: Language): string {
  if (unit === 'EUR') return formatPrice(value, lang);
  return formatQuantity(value, unitLabel);
}

/** What was used of a limited allowance (two decimals, never below zero). */
export function usedOf(bucket: Bucket): number {
  return bucket.total === null ? 0 : Math.max(0, Math.round((bucket.total - bucket.remaining) * 100) / 100);
}
