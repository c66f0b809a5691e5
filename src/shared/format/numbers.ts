// Relative imports: the sandbox, which Vite's config bundles without the app's aliases, formats its texts with it.
import * as app from '../../../generated/app';
import type { Language } from '../../../generated/routes';

/**
 * Every number a subscriber reads, in one place (issue 49): prices, signed sums, rates, quantities,
 * data volumes, percentages and call lengths. Intl rounds and groups the digits; the marks are the
 * spec's (spec/app.yaml formats.number: core §9's decimal comma in every language), so a page never
 * shows two decimal marks, whatever the browser's own locale data says.
 */
const { decimalMark, groupMark, minusSign, percentSpace } = app.formats.number;
const price = app.formats.price;

const formatters = new Map<string, Intl.NumberFormat>();

/** Digits only (Latin, the marks replaced): `min`–`max` decimals, grouped by thousands. */
export function formatNumber(value: number, decimals: { min?: number; max?: number } = {}): string {
  const min = decimals.min ?? 0;
  const max = Math.max(min, decimals.max ?? 2);
  const key = `${min}-${max}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en', { minimumFractionDigits: min, maximumFractionDigits: max, useGrouping: true });
    formatters.set(key, formatter);
  }
  return formatter
    .formatToParts(value)
    .map((part) => {
      if (part.type === 'decimal') return decimalMark;
      if (part.type === 'group') return groupMark;
      if (part.type === 'minusSign') return minusSign;
      return part.value;
    })
    .join('');
}

/** A sum with the euro sign where the language puts it, the sign before both: −5,99 €, −€5,99. */
function withSymbol(magnitude: string, sign: string, language: Language): string {
  return price.symbolPosition[language] === 'prefix' ? `${sign}${price.symbol}${magnitude}` : `${sign}${magnitude}\u00a0${price.symbol}`;
}

const toNumber = (amount: number | string) => (typeof amount === 'string' ? Number(amount.replace(',', '.')) : amount);

/** Core §9: two decimals, the decimal comma, the euro sign after the amount (before it in English): 12,45 € / €12,45. */
export function formatPrice(amount: number | string, language: Language): string {
  const value = toNumber(amount);
  const magnitude = formatNumber(Math.abs(value), { min: price.decimals, max: price.decimals });
  const isNegative = value < 0 && Math.round(-value * 10 ** price.decimals) > 0; // no "−0,00 €"
  return withSymbol(magnitude, isNegative ? minusSign : '', language);
}

/** A sum that moves the balance, always signed: +5,00 € / −5,99 € (English +€5,00 / −€5,99). */
export function formatSignedPrice(amount: number | string, language: Language): string {
  const value = toNumber(amount);
  const magnitude = formatNumber(Math.abs(value), { min: price.decimals, max: price.decimals });
  return withSymbol(magnitude, value < 0 ? minusSign : '+', language);
}

/** A tariff: a price when whole cents, else with the decimals it has, up to four (data at 0,002 € per MB). */
export function formatRate(amount: number, language: Language): string {
  const magnitude = formatNumber(Math.abs(amount), { min: price.decimals, max: 4 });
  return withSymbol(magnitude, amount < 0 ? minusSign : '', language);
}

/** An amount with its (translated) unit: 13,6 GB, 412 SMS. */
export function formatQuantity(value: number, unitLabel: string, maxDecimals = 2): string {
  return `${formatNumber(value, { max: maxDecimals })}\u00a0${unitLabel}`;
}

/** Data in MB below a gigabyte and in GB above, one decimal: 350,2 MB, 1,4 GB. */
export function formatVolume(kb: number): string {
  const mb = kb / 1024;
  return mb >= 1024 ? formatQuantity(mb / 1024, 'GB', 1) : formatQuantity(mb, 'MB', 1);
}

/** A percentage as the language writes it: 80 % (lt, ru), 80% (en); 5,9 % with its decimal. */
export function formatPercent(value: number, language: Language, maxDecimals = 1): string {
  return `${formatNumber(value, { max: maxDecimals })}${percentSpace[language]}%`;
}

/** A call's length: 1:05 for a minute and five seconds, 1:02:09 past an hour. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
