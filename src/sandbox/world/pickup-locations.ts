import type { Schemas } from '../api-types';

/**
 * Where physical prizes and campaign items are collected: the brand's shops in the largest
 * Lithuanian cities. Place names are proper names, the same in every language.
 */
export const PICKUP_LOCATIONS: readonly Schemas['CampaignPickupLocation'][] = [
  { id: 1, name: 'Vilnius, PC Akropolis', address: 'Ozo g. 25, LT-07150 Vilnius' },
  { id: 2, name: 'Vilnius, Gedimino prospektas', address: 'Gedimino pr. 9, LT-01103 Vilnius' },
  { id: 3, name: 'Kaunas, PC Mega', address: 'Islandijos pl. 32, LT-47446 Kaunas' },
  { id: 4, name: 'Klaipėda, PC Akropolis', address: 'Taikos pr. 61, LT-91182 Klaipėda' },
  { id: 5, name: 'Šiauliai, PC Saulės miestas', address: 'Tilžės g. 109, LT-76349 Šiauliai' },
  { id: 6, name: 'Panevėžys, PC Babilonas', address: 'Klaipėdos g. 143A, LT-35200 Panevėžys' },
  { id: 7, name: 'Alytus, PC Alytus Plaza', address: 'Naujoji g. 2A, LT-63262 Alytus' },
];

export function isPickupLocation(id: number): boolean {
  return PICKUP_LOCATIONS.some((location) => location.id === id);
}
