import { describe, expect, it } from 'vitest';
import { confirmationHref } from '@/features/plans/order-api';

describe('confirmationHref', () => {
  it('puts the plan id in the planId query of the plan confirmation route, per language', () => {
    expect(confirmationHref(22, 'lt')).toBe('/planai/patvirtinimas?planId=22');
    expect(confirmationHref(22, 'en')).toBe('/en/plans/confirmation?planId=22');
    expect(confirmationHref(5, 'ru')).toBe('/ru/tarify/podtverzhdenie?planId=5');
  });
});
