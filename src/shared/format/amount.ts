/**
 * A typed amount ("12,50", "12.5", " 10 ") as EUR; undefined unless it is a plain decimal number. Its own module:
 * the pages that read a typed amount (Refill, the spending limit) load it, not every page with a price.
 */
export function parseAmount(text: string): number | undefined {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(value)) return undefined;
  return Number(value);
}
