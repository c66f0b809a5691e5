import type { components } from '@generated/api/schema';

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
