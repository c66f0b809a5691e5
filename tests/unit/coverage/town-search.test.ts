import { describe, expect, it } from 'vitest';
import { filterTowns, findTown, normalise, type CoverageTown } from '@/features/coverage/town-search';

const town = (id: string, name: string, county = 'Vilniaus apskritis'): CoverageTown => ({
  id,
  name,
  county,
  latitude: 55,
  longitude: 24,
  technologies: ['2G'],
});
const towns = [
  town('vilnius', 'Vilnius'),
  town('siauliai', 'Šiauliai', 'Šiaulių apskritis'),
  town('akmene', 'Akmenė', 'Šiaulių apskritis'),
  town('naujoji-akmene', 'Naujoji Akmenė', 'Šiaulių apskritis'),
  town('kazlu-ruda', 'Kazlų Rūda', 'Marijampolės apskritis'),
  town('telsiai-ru', 'Тельшяй', 'Тельшяйский уезд'),
];

describe('finding the town of an address or a name (coverage search)', () => {
  it('ignores case, diacritics and punctuation', () => {
    expect(normalise('  Šiaulių   apskritis! ')).toBe('siauliu apskritis');
    expect(findTown(towns, 'siauliai')?.id).toBe('siauliai');
    expect(findTown(towns, 'KAZLU RUDA')?.id).toBe('kazlu-ruda');
    expect(findTown(towns, 'тельшяй')?.id).toBe('telsiai-ru');
  });

  it('finds the town named in an address, wherever it stands, the longest name first', () => {
    expect(findTown(towns, 'Gedimino pr. 9, Vilnius')?.id).toBe('vilnius');
    expect(findTown(towns, 'Vilnius, Gedimino pr. 9')?.id).toBe('vilnius');
    expect(findTown(towns, 'LT-01103 Vilnius')?.id).toBe('vilnius');
    expect(findTown(towns, 'Respublikos g. 5, Naujoji Akmenė')?.id).toBe('naujoji-akmene');
    expect(findTown(towns, 'Akmenė')?.id).toBe('akmene');
  });

  it('takes the start of a name, and a part of one from three letters', () => {
    expect(findTown(towns, 'vil')?.id).toBe('vilnius');
    expect(findTown(towns, 'rūda')?.id).toBe('kazlu-ruda');
    expect(findTown(towns, 'ru')).toBeUndefined();
  });

  it('finds nothing for a place that is not there, or for nothing', () => {
    expect(findTown(towns, 'Ryga')).toBeUndefined();
    expect(findTown(towns, '  ,, ')).toBeUndefined();
  });

  it('filters the list by name or county', () => {
    expect(filterTowns(towns, '').map((t) => t.id)).toHaveLength(towns.length);
    expect(filterTowns(towns, 'siauliu').map((t) => t.id)).toEqual(['siauliai', 'akmene', 'naujoji-akmene']);
    expect(filterTowns(towns, 'akmen').map((t) => t.id)).toEqual(['akmene', 'naujoji-akmene']);
    expect(filterTowns(towns, 'xyz')).toEqual([]);
  });
});
