import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availability, offeredUnits, SEED_STOCK_RULE, type StockCounts } from '@/features/devices/stock';

const shop = (shopId: number, quantity: number) => ({ shopId, name: `Shop ${shopId}`, address: `Street ${shopId}`, quantity });
/** A stock answer from the e-shop's count and the shops' counts. */
const stock = (eshop: number, ...shops: number[]): StockCounts => ({
  quantity: eshop + shops.reduce((a, b) => a + b, 0),
  shops: shops.map((quantity, i) => shop(i + 1, quantity)),
});
const shown = (counts: StockCounts) => availability(counts).places.map((place) => place.available);

describe('e-shop stock rule (campaign seed §9: ignored 2 %, hidden 10 %)', () => {
  it('reads the seed constants', () => {
    expect(SEED_STOCK_RULE).toEqual({ ignoredPercentage: 2, hiddenPercentage: 10 });
  });

  it.each([
    [0, 0],
    [1, 0],
    [2, 1],
    [50, 49],
    [51, 49],
    [100, 98],
    [101, 98],
  ])('offers %i counted units as %i (2 %% held back, rounded up)', (quantity, offered) => {
    expect(offeredUnits(quantity, 2)).toBe(offered);
  });

  it("never promises a place's single unit", () => {
    expect(availability(stock(1)).inStock).toBe(false);
    expect(shown(stock(0, 1, 1, 1))).toEqual([false, false, false, false]);
  });

  it('puts the e-shop first, then the shops in order', () => {
    const result = availability(stock(14, 3, 1, 0));
    expect(result.places.map((place) => place.shopId)).toEqual([null, 1, 2, 3]);
    // offered: e-shop 13, shop 1 two, shop 2 none, shop 3 none; 10 % of 15 is 1.5
    expect(result.places.map((place) => place.available)).toEqual([true, true, false, false]);
    expect(result.inStock).toBe(true);
  });

  it('hides a shop whose few units are under a tenth of everything offered', () => {
    // offered: e-shop 40 - 1 = 39, shop 1 two - 1 = 1, shop 2 three - 1 = 2; 10 % of 42 is 4.2
    expect(shown(stock(40, 2, 3))).toEqual([true, false, false]);
    // the same shops without the large e-shop stock are shown
    expect(shown(stock(0, 2, 3))).toEqual([false, true, true]);
  });

  it('shows a device that is only in shops, or only online', () => {
    expect(shown(stock(0, 3, 2))).toEqual([false, true, true]);
    expect(shown(stock(7, 0, 0))).toEqual([true, false, false]);
  });

  it('is out of stock when nothing is counted', () => {
    expect(availability(stock(0, 0, 0))).toEqual({ inStock: false, places: expect.any(Array) });
    expect(availability({ quantity: 0, shops: [] }).places).toEqual([{ shopId: null, name: null, address: null, available: false }]);
  });

  it('with no percentages, shows every place that counts a unit', () => {
    expect(availability(stock(1, 0, 1), { ignoredPercentage: 0, hiddenPercentage: 0 }).places.map((p) => p.available)).toEqual([
      true,
      false,
      true,
    ]);
  });

  const counts = fc.tuple(fc.nat({ max: 500 }), fc.array(fc.nat({ max: 60 }), { maxLength: 8 }));

  it('never shows a place without offered units, and always shows the place offering most', () => {
    fc.assert(
      fc.property(counts, ([eshop, shops]) => {
        const input = stock(eshop, ...shops);
        const { places, inStock } = availability(input);
        const offered = [eshop, ...shops].map((quantity) => offeredUnits(quantity, 2));
        places.forEach((place, i) => {
          if (offered[i] === 0) expect(place.available).toBe(false);
        });
        const most = Math.max(...offered);
        // with at most 9 places the one offering most holds over a tenth of all offered units
        if (most > 0) expect(places[offered.indexOf(most)]!.available).toBe(true);
        expect(inStock).toBe(most > 0);
      }),
    );
  });

  it('does not take a device out of stock when a place gets more units', () => {
    fc.assert(
      fc.property(counts, fc.nat({ max: 8 }), fc.integer({ min: 1, max: 100 }), ([eshop, shops], at, more) => {
        const before = availability(stock(eshop, ...shops)).inStock;
        const grown = [eshop, ...shops];
        const index = at % grown.length;
        grown[index]! += more;
        const after = availability(stock(grown[0]!, ...grown.slice(1))).inStock;
        if (before) expect(after).toBe(true);
      }),
    );
  });
});
