import { describe, expect, it } from 'vitest';
import { forms } from '@generated/forms/index';
import { namespaces as refillTexts } from '@/features/refill/screens/Refill';
import { FORM_NAMESPACES, formTextsOf } from '@/shared/forms/form-texts';

const all = async () => Promise.all(Object.entries(forms).map(async ([name, load]) => [name, await load()] as const));

describe('the texts a form loads with the form library', () => {
  it('are the labels and messages, and the enum names only for a form whose options an enum names', async () => {
    expect(formTextsOf(await forms.login())).toEqual(['forms', 'validation']);
    expect(formTextsOf(await forms['personal-information']())).toEqual(FORM_NAMESPACES);
    expect(formTextsOf(await forms.refill())).toEqual(['forms', 'validation', 'enums']);
  });

  // scripts/lib/route-kinds.ts measures a form page with FORM_NAMESPACES: a form that also needs the enum
  // names must be on a page that lists them, or the budgets would not count them.
  it('leaves the enum names to the refill form, whose page lists them itself', async () => {
    const naming = (await all()).filter(([, form]) => formTextsOf(form).includes('enums')).map(([name]) => name);
    expect(naming).toEqual(['refill']);
    expect(refillTexts).toContain('enums');
  });
});
