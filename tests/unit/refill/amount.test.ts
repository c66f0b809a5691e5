import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refillMobileForm } from '@generated/forms/refill-mobile';
import { refillForm } from '@generated/forms/refill';
import { validateForm } from '@/shared/forms/validator';
import { amountCap, exceedsCap } from '@/features/refill/amount';
import { parseAmount } from '@/shared/format/amount';

const amountError = (form: typeof refillForm, amount: string) =>
  validateForm(form, { phone: '61234567', amount, method: form === refillForm ? 'bank' : 'google-pay' }).find((e) => e.field === 'amount')
    ?.messageKey;

/** Amounts as a user types them: whole euros or with one or two decimals, "." or ",". */
const typedAmounts = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.option(fc.integer({ min: 0, max: 99 }), { nil: undefined }), fc.constantFrom('.', ','))
  .map(([whole, cents, sep]) => (cents === undefined ? String(whole) : `${whole}${sep}${String(cents).padStart(2, '0')}`));

describe('refill amounts (core §4, §9 mobile refill amount cap)', () => {
  it('caps only the mobile tab, at 30', () => {
    expect(amountCap('mobile')).toBe(30);
    expect(amountCap('credit-card')).toBeUndefined();
    expect(amountCap('credit-card-login')).toBeUndefined();
    expect(amountCap('voucher')).toBeUndefined();
  });

  it.each([
    ['30', false],
    ['30,00', false],
    ['29.99', false],
    ['30.01', true],
    ['31', true],
    ['150', true],
    ['abc', false],
    ['', false],
  ])('mobile %s exceeds the cap: %s', (amount, exceeds) => {
    expect(exceedsCap(amount, 'mobile')).toBe(exceeds);
  });

  it('reads amounts with a comma or a point', () => {
    expect(parseAmount(' 12,50 ')).toBe(12.5);
    expect(parseAmount('7.5')).toBe(7.5);
    for (const bad of ['', '1,2,3', '-5', '5€', 'e5']) expect(parseAmount(bad)).toBeUndefined();
  });

  it('the mobile form refuses exactly the amounts above the cap that the card form accepts', () => {
    fc.assert(
      fc.property(typedAmounts, (amount) => {
        const value = parseAmount(amount)!;
        if (value === 0) return; // refused by both (AmountPositive)
        expect(amountError(refillForm, amount)).toBeUndefined();
        expect(amountError(refillMobileForm, amount)).toBe(value > 30 ? 'MobileAmountMax' : undefined);
        expect(exceedsCap(amount, 'mobile')).toBe(value > 30);
      }),
    );
  });
});
