import { describe, expect, it } from 'vitest';
import { groupPlans, type PricePlan } from '@/features/plans/plan-sections';

const plan = (id: number, displaySection: PricePlan['displaySection'], priority = id): PricePlan => ({
  id,
  code: `P${id}`,
  name: `Plan ${id}`,
  description: '',
  benefits: [],
  price: 1,
  oldPrice: null,
  validityDays: 30,
  displaySection,
  priority,
  isRecommended: false,
  isActive: false,
  channels: [],
  paymentMethods: [0],
});

describe('groupPlans (core §3 price plan display sections)', () => {
  it('groups by section in the order voice, data, services, additional, combo', () => {
    const sections = groupPlans([plan(61, 6), plan(21, 3), plan(11, 2), plan(51, 5), plan(31, 4)]);
    expect(sections.map((s) => [s.section, s.name])).toEqual([
      [2, 'Voice'],
      [3, 'Data'],
      [4, 'Services'],
      [5, 'Additional'],
      [6, 'Combo'],
    ]);
  });

  it('omits section 1 (not displayed) and sections without plans', () => {
    const sections = groupPlans([plan(90, 1), plan(22, 3), plan(91, 1)]);
    expect(sections).toHaveLength(1);
    expect(sections[0]!.plans.map((p) => p.id)).toEqual([22]);
  });

  it('orders plans by priority within a section, then by id', () => {
    const sections = groupPlans([plan(3, 2, 5), plan(1, 2, 9), plan(2, 2, 5)]);
    expect(sections[0]!.plans.map((p) => p.id)).toEqual([2, 3, 1]);
  });
});
