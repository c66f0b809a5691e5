import { describe, expect, it } from 'vitest';
import { cheapestOffers, costPer30Days, type PricePlan } from '@/features/offers/cheapest';

const plan = (
  id: number,
  displaySection: PricePlan['displaySection'],
  price: number,
  validityDays: number | null,
  priority = 1,
): PricePlan => ({
  id,
  code: `P${id}`,
  name: `Plan ${id}`,
  description: '',
  benefits: [],
  price,
  oldPrice: null,
  validityDays,
  displaySection,
  priority,
  isRecommended: false,
  isActive: false,
  channels: [],
  paymentMethods: [0],
});

describe('cheapest offer', () => {
  it('costs a plan over 30 days of use', () => {
    expect(costPer30Days({ price: 2.99, validityDays: 7 })).toBe(12.81);
    expect(costPer30Days({ price: 7.99, validityDays: 30 })).toBe(7.99);
    expect(costPer30Days({ price: 2, validityDays: null })).toBeUndefined();
  });

  it('picks the cheapest voice, data or combo plan over 30 days, and the cheapest per need', () => {
    const offers = cheapestOffers([
      plan(1, 3, 2.99, 7),
      plan(2, 3, 7.99, 30),
      plan(3, 2, 5.99, 30),
      plan(4, 6, 4.99, 30),
      plan(5, 4, 0.99, 30),
      plan(6, 5, 0.5, 30),
      plan(7, 1, 0.1, 30),
      plan(8, 2, 1, null),
    ])!;
    expect(offers.best).toMatchObject({ id: 4, per30Days: 4.99 }); // services, add-ons, hidden and endless plans do not count
    expect(offers.bySection.map(({ name, plan: p }) => [name, p.id])).toEqual([
      ['Voice', 3],
      ['Data', 2],
      ['Combo', 4],
    ]);
  });

  it('breaks ties by priority and has nothing to offer without such plans', () => {
    expect(cheapestOffers([plan(1, 2, 3, 30, 5), plan(2, 3, 3, 30, 1)])!.best.id).toBe(2);
    expect(cheapestOffers([plan(1, 4, 1, 30), plan(2, 1, 1, 30)])).toBeUndefined();
  });
});
