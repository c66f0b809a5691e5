import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { availableTabs, cardPaymentsAllowed, tabMethods, type RefillContext } from '@/features/refill/availability';

const base: RefillContext = {
  disabledFeatures: [],
  configs: { PrepaidCardPaymentsEnabled: 'True' },
  isLoggedIn: false,
  hasCard: false,
  hasUsableCard: false,
  wallets: { googlePay: true, applePay: true },
};
const withCtx = (over: Partial<RefillContext>): RefillContext => ({ ...base, ...over });
const savedCard = { isLoggedIn: true, hasCard: true, hasUsableCard: true };

describe('refill tabs and methods (core §3, §4 Refill and Features)', () => {
  it.each<[string, Partial<RefillContext>, string[]]>([
    ['everything on, anonymous', {}, ['credit-card', 'voucher', 'mobile']],
    ['logged in without a card', { isLoggedIn: true }, ['credit-card', 'voucher', 'mobile']],
    ['logged in with a saved card', savedCard, ['credit-card-login', 'voucher', 'mobile']],
    ['logged in with an unusable saved card', { ...savedCard, hasUsableCard: false }, ['credit-card-login', 'voucher', 'mobile']],
    ['TopUpVoucher off', { disabledFeatures: [3] }, ['credit-card', 'mobile']],
    ['TopUpCard off, bank still on', { disabledFeatures: [1] }, ['credit-card', 'voucher', 'mobile']],
    ['TopUpCard off with a saved card: no saved-card tab', { ...savedCard, disabledFeatures: [1] }, ['credit-card', 'voucher', 'mobile']],
    ['TopUpCard and TopUpBank off', { disabledFeatures: [1, 2] }, ['voucher', 'mobile']],
    [
      'card payments config off and TopUpBank off',
      { disabledFeatures: [2], configs: { PrepaidCardPaymentsEnabled: 'False' } },
      ['voucher', 'mobile'],
    ],
    ['Google Pay and Apple Pay off', { disabledFeatures: [16, 17] }, ['credit-card', 'voucher']],
    ['no wallet in this browser', { wallets: { googlePay: false, applePay: false } }, ['credit-card', 'voucher']],
    ['everything off', { disabledFeatures: [1, 2, 3, 16, 17] }, []],
  ])('%s', (_, over, tabs) => {
    expect(availableTabs(withCtx(over))).toEqual(tabs);
  });

  it.each<[string, Partial<RefillContext>, string, string[]]>([
    ['card tab', {}, 'credit-card', ['card', 'bank']],
    ['card tab without TopUpBank', { disabledFeatures: [2] }, 'credit-card', ['card']],
    ['card tab without TopUpCard', { disabledFeatures: [1] }, 'credit-card', ['bank']],
    ['card tab with the config flag off', { configs: { PrepaidCardPaymentsEnabled: 'False' } }, 'credit-card', ['bank']],
    ['card tab with the config flag missing', { configs: {} }, 'credit-card', ['bank']],
    ['saved-card tab: the saved card first', savedCard, 'credit-card-login', ['card-refill', 'card', 'bank']],
    ['saved-card tab, card unusable', { ...savedCard, hasUsableCard: false }, 'credit-card-login', ['card', 'bank']],
    ['mobile tab', {}, 'mobile', ['google-pay', 'apple-pay']],
    ['mobile tab, Apple Pay off', { disabledFeatures: [17] }, 'mobile', ['google-pay']],
    ['mobile tab, browser without Google Pay', { wallets: { googlePay: false, applePay: true } }, 'mobile', ['apple-pay']],
    ['voucher tab has no methods', {}, 'voucher', []],
  ])('%s', (_, over, tab, methods) => {
    expect(tabMethods(tab as never, withCtx(over))).toEqual(methods);
  });

  it('reads the config flag case-insensitively, as the backend writes True/False', () => {
    expect(cardPaymentsAllowed(withCtx({ configs: { PrepaidCardPaymentsEnabled: 'true' } }))).toBe(true);
    expect(cardPaymentsAllowed(withCtx({ configs: { PrepaidCardPaymentsEnabled: 'TRUE ' } }))).toBe(true);
    expect(cardPaymentsAllowed(withCtx({ configs: { PrepaidCardPaymentsEnabled: '1' } }))).toBe(false);
  });

  const contexts = fc.record({
    disabledFeatures: fc.subarray([1, 2, 3, 4, 5, 6, 12, 14, 15, 16, 17, 20]),
    configs: fc.constantFrom({ PrepaidCardPaymentsEnabled: 'True' }, { PrepaidCardPaymentsEnabled: 'False' }, {}),
    isLoggedIn: fc.boolean(),
    hasCard: fc.boolean(),
    hasUsableCard: fc.boolean(),
    wallets: fc.record({ googlePay: fc.boolean(), applePay: fc.boolean() }),
  });

  it('never offers a method or tab whose feature is disabled, and every tab shown has something to offer', () => {
    const feature: Record<string, number> = { card: 1, 'card-refill': 1, bank: 2, 'google-pay': 16, 'apple-pay': 17 };
    fc.assert(
      fc.property(contexts, (context) => {
        const tabs = availableTabs(context);
        expect(tabs.includes('credit-card') && tabs.includes('credit-card-login')).toBe(false);
        expect(tabs.includes('voucher')).toBe(!context.disabledFeatures.includes(3));
        for (const tab of tabs) {
          const methods = tabMethods(tab, context);
          if (tab !== 'voucher') expect(methods.length).toBeGreaterThan(0);
          for (const method of methods) expect(context.disabledFeatures).not.toContain(feature[method]);
          if (!cardPaymentsAllowed(context)) expect(methods.filter((m) => m.startsWith('card'))).toEqual([]);
          if (methods.includes('card-refill')) expect(context.isLoggedIn && context.hasUsableCard).toBe(true);
        }
      }),
    );
  });
});
