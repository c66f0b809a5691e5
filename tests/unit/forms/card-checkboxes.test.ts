import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyCardCheckboxRules, isAutoPaymentsDisabled, isCardConsentComplete } from '@/shared/forms';

const noCard = { hasSavedCard: false };
const savedCard = { hasSavedCard: true };

describe('applyCardCheckboxRules', () => {
  it('ticking save card ticks auto payments; unticking unticks it', () => {
    expect(applyCardCheckboxRules({ saveCard: false, autoPayments: false }, { saveCard: true, autoPayments: false }, noCard)).toEqual({
      saveCard: true,
      autoPayments: true,
    });
    expect(applyCardCheckboxRules({ saveCard: true, autoPayments: true }, { saveCard: false, autoPayments: true }, savedCard)).toEqual({
      saveCard: false,
      autoPayments: false,
    });
  });

  it('does not leave auto payments ticked while it is disabled', () => {
    expect(applyCardCheckboxRules({ saveCard: false, autoPayments: false }, { saveCard: false, autoPayments: true }, noCard)).toEqual({
      saveCard: false,
      autoPayments: false,
    });
    const next = { saveCard: false, autoPayments: true };
    expect(applyCardCheckboxRules({ saveCard: false, autoPayments: false }, next, savedCard)).toBe(next);
  });

  it('choosing another method resets agreement, save card and auto payments, adding none that is absent', () => {
    const previous = { method: 'card', saveCard: true, autoPayments: true };
    expect(applyCardCheckboxRules(previous, { ...previous, method: 'bank' }, savedCard)).toEqual({
      method: 'bank',
      saveCard: false,
      autoPayments: false,
    });
    expect(applyCardCheckboxRules({ method: 'card-refill', agreement: true }, { method: 'card', agreement: true }, noCard)).toEqual({
      method: 'card',
      agreement: false,
    });
  });

  const data = fc.record(
    { method: fc.constantFrom('bank', 'card', 'card-refill'), agreement: fc.boolean(), saveCard: fc.boolean(), autoPayments: fc.boolean() },
    { requiredKeys: [] },
  );

  it('keeps its invariants for any change', () => {
    fc.assert(
      fc.property(data, data, fc.boolean(), (previous, next, hasSavedCard) => {
        const out = applyCardCheckboxRules(previous, next, { hasSavedCard });
        // auto payments only with a card to pay from
        if (out.autoPayments === true) expect(hasSavedCard || out.saveCard === true).toBe(true);
        // no checkbox appears that the data did not have, and other fields are untouched
        expect(Object.keys(out).sort()).toEqual(Object.keys(next).sort());
        expect(out.method).toBe(next.method);
        if (previous.method !== next.method) {
          for (const box of ['agreement', 'saveCard', 'autoPayments'] as const) if (box in next) expect(out[box]).toBe(false);
        } else if (previous.saveCard !== next.saveCard && 'autoPayments' in next) {
          expect(out.autoPayments).toBe(next.saveCard === true);
        }
        // applying the rules to their own result changes nothing
        expect(applyCardCheckboxRules(out, out, { hasSavedCard })).toBe(out);
      }),
    );
  });
});

describe('isAutoPaymentsDisabled', () => {
  it('is disabled unless a card is saved or save card is ticked', () => {
    expect(isAutoPaymentsDisabled({}, noCard)).toBe(true);
    expect(isAutoPaymentsDisabled({ saveCard: true }, noCard)).toBe(false);
    expect(isAutoPaymentsDisabled({ saveCard: false }, savedCard)).toBe(false);
  });
});

describe('isCardConsentComplete', () => {
  it('is complete only when every needed checkbox is ticked', () => {
    expect(isCardConsentComplete({ agreement: true, saveCard: true, autoPayments: true })).toBe(true);
    expect(isCardConsentComplete({ agreement: true, saveCard: true, autoPayments: false })).toBe(false);
    expect(isCardConsentComplete({ agreement: true }, ['agreement'])).toBe(true);
    expect(isCardConsentComplete({}, ['agreement'])).toBe(false);
    expect(isCardConsentComplete({ agreement: 'true' }, ['agreement'])).toBe(false);
  });
});
