import type { components } from '@generated/api/schema';
import * as app from '@generated/app';
import type { Language } from '@generated/routes';
import { formatPrice } from '@/shared/format/format';

export type ForeignCallRate = components['schemas']['ForeignCallRate'];
export type Zone = ForeignCallRate['zone'];
export const ZONES: readonly Zone[] = ['EU', 'Europe', 'World'];

/** Lower case without diacritics: "svedija" finds "Švedija", "moldova" finds "Молдова"'s Latin name. */
export const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

export function parseZone(value: string | null): Zone | null {
  return (ZONES as readonly string[]).includes(value ?? '') ? (value as Zone) : null;
}

/**
 * The countries a search leaves (pure): the country's name in the page's language contains the text
 * (case and diacritics ignored), or the text is its ISO code or the start of its calling code
 * (+49, 0049 or 49); and the zone, when one is chosen.
 */
export function filterRates(rates: readonly ForeignCallRate[], query: string, zone: Zone | null): ForeignCallRate[] {
  const text = fold(query);
  const digits = /^(\+|00)?\d+$/.test(text.replace(/\s/g, '')) ? text.replace(/\s/g, '').replace(/^(\+|00)/, '') : null;
  return rates.filter((rate) => {
    if (zone && rate.zone !== zone) return false;
    if (!text) return true;
    if (digits !== null) return rate.dialCode.slice(1).startsWith(digits);
    return fold(rate.country).includes(text) || rate.countryCode.toLowerCase() === text;
  });
}

/**
 * A rate in EUR: as a price (two decimals, core §9) when whole cents, else with the decimals it has
 * (data at 0,002 € per MB), in the language's format.
 */
export function formatRate(amount: number, lang: Language): string {
  if (Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-9) return formatPrice(amount, lang);
  const { symbol, decimalSeparator, symbolPosition } = app.formats.price;
  const text = amount.toFixed(4).replace(/0+$/, '').replace('.', decimalSeparator);
  return symbolPosition[lang] === 'prefix' ? `${symbol}${text}` : `${text}\u00a0${symbol}`;
}
