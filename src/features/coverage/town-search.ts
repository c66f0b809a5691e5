import type { components } from '@generated/api/schema';

export type CoverageTown = components['schemas']['CoverageTown'];
export type Technology = components['schemas']['NetworkTechnology'];

export const TECHNOLOGIES: readonly Technology[] = ['2G', '4G', '5G'];

/** Lower case, without diacritics or punctuation, single spaces: "Šiauliai" and "siauliai", "Ёлки" and "елки" meet. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const nameOf = (town: CoverageTown) => normalise(town.name);

/**
 * The town an address or a town name is in. A town name alone matches exactly, then by its start
 * ("klaip"); an address ("Gedimino pr. 9, Vilnius", "Vilnius, Gedimino pr. 9", "LT-01103 Vilnius")
 * matches the town named in it as a whole word, the longest name first ("Naujoji Akmenė" before
 * "Akmenė"); the part after the last comma is tried first. Undefined when no town matches.
 */
export function findTown(towns: readonly CoverageTown[], query: string): CoverageTown | undefined {
  const q = normalise(query);
  if (!q) return undefined;
  const exact = towns.find((town) => nameOf(town) === q);
  if (exact) return exact;
  const parts = query.split(',').map(normalise).filter(Boolean).reverse();
  const byLength = [...towns].sort((a, b) => nameOf(b).length - nameOf(a).length);
  for (const part of parts) {
    const named = byLength.find((town) => ` ${part} `.includes(` ${nameOf(town)} `));
    if (named) return named;
  }
  return towns.find((town) => nameOf(town).startsWith(q)) ?? (q.length >= 3 ? towns.find((town) => nameOf(town).includes(q)) : undefined);
}

/** The towns whose name or county contains the filter (diacritics and case ignored); all for an empty filter. */
export function filterTowns(towns: readonly CoverageTown[], filter: string): CoverageTown[] {
  const q = normalise(filter);
  if (!q) return [...towns];
  return towns.filter((town) => nameOf(town).includes(q) || normalise(town.county).includes(q));
}
