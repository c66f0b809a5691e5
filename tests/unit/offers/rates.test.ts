import { describe, expect, it } from 'vitest';
import { filterRates, type ForeignCallRate } from '@/features/offers/rates';

const rate = (countryCode: string, country: string, dialCode: string, zone: ForeignCallRate['zone'] = 'EU'): ForeignCallRate => ({
  countryCode,
  country,
  dialCode,
  zone,
  callPerMinute: 0.19,
  roamingCallPerMinute: 0.05,
  incomingCallPerMinute: 0,
  smsPrice: 0.06,
  dataPerMb: 0.002,
});
const rates = [
  rate('SE', 'Švedija', '+46'),
  rate('CH', 'Šveicarija', '+41', 'Europe'),
  rate('US', 'JAV', '+1', 'World'),
  rate('LV', 'Latvija', '+371'),
  rate('MD', 'Moldova', '+373', 'Europe'),
];
const codes = (query: string, zone: ForeignCallRate['zone'] | null = null) => filterRates(rates, query, zone).map((r) => r.countryCode);

describe('filterRates', () => {
  it('finds by name without case or diacritics, anywhere in the name', () => {
    expect(codes('sve')).toEqual(['SE', 'CH']);
    expect(codes('ŠVED')).toEqual(['SE']);
    expect(codes('  ija ')).toEqual(['SE', 'CH', 'LV']);
  });

  it('finds by calling code (+, 00 or digits only) and by ISO code', () => {
    expect(codes('+37')).toEqual(['LV', 'MD']);
    expect(codes('00371')).toEqual(['LV']);
    expect(codes('1')).toEqual(['US']);
    expect(codes('us')).toEqual(['US']);
  });

  it('keeps a zone, with or without text', () => {
    expect(codes('', 'Europe')).toEqual(['CH', 'MD']);
    expect(codes('+37', 'EU')).toEqual(['LV']);
    expect(codes('', null)).toHaveLength(5);
  });
});
