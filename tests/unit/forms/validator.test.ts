import type { RJSFSchema } from '@rjsf/utils';
import { Ajv } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardConsentForm } from '@generated/forms/card-consent';
import { loginForm } from '@generated/forms/login';
import { newsletterForm } from '@generated/forms/newsletter';
import { passwordResetForm } from '@generated/forms/password-reset';
import { refillForm } from '@generated/forms/refill';
import type { FormDefinition } from '@generated/forms/types';
import { firstFailingRules, messageKeyFor, trimValues, validateForm, type RawError } from '@/shared/forms/validator';

const messages = (form: FormDefinition, data: Record<string, unknown>) =>
  Object.fromEntries(validateForm(form, data).map((e) => [e.field, e.messageKey]));

describe('trimValues', () => {
  it('trims strings, leaves out what is empty after trimming, keeps other values', () => {
    expect(trimValues({ a: '  x ', b: '   ', c: '', d: undefined, e: false, f: 0, g: true })).toEqual({ a: 'x', e: false, f: 0, g: true });
    expect(trimValues(undefined)).toEqual({});
    // Password fields are kept exactly as typed (issue 7 D7); every other string is trimmed.
    expect(trimValues({ msisdn: ' 61234567 ', password: ' a b ' }, loginForm)).toEqual({ msisdn: '61234567', password: ' a b ' });
  });
});

describe('first failing rule', () => {
  const error = (field: string, rule: string, keyword = 'pattern'): RawError => ({
    instancePath: `/${field}`,
    keyword,
    schemaPath: `#/definitions/${rule}/${keyword}`,
    params: {},
  });

  it('follows the rule order of the field, not the order of the errors', () => {
    const found = firstFailingRules(refillForm, [error('amount', 'pattern1'), error('amount', 'price')]);
    expect(found).toEqual([{ field: 'amount', rule: 'price', messageKey: 'PriceFormat' }]);
  });

  it('maps a missing property to the field’s required rule and its message', () => {
    const missing = (field: string): RawError => ({
      instancePath: '',
      keyword: 'required',
      schemaPath: '#/required',
      params: { missingProperty: field },
    });
    expect(firstFailingRules(newsletterForm, [missing('email')])).toEqual([
      { field: 'email', rule: 'required_NewsletterEmptyEmail', messageKey: 'NewsletterEmptyEmail' },
    ]);
    expect(firstFailingRules(cardConsentForm, [missing('agreement')])[0]).toMatchObject({ rule: 'requiredTicked', messageKey: 'Required' });
  });

  it('gives one error per field, fields in display order, and ignores errors of no field', () => {
    const ifError: RawError = { instancePath: '', keyword: 'if', schemaPath: '#/allOf/0/if', params: {} };
    const found = firstFailingRules(refillForm, [
      error('amount', 'price'),
      ifError,
      error('phone', 'msisdn'),
      error('phone', 'required', 'minLength'),
    ]);
    expect(found.map((e) => [e.field, e.rule])).toEqual([
      ['phone', 'required'],
      ['amount', 'price'],
    ]);
  });

  it('falls back to the field’s last rule for an error of no rule (a wrong type)', () => {
    const typeError: RawError = { instancePath: '/phone', keyword: 'type', schemaPath: '#/properties/phone/type', params: {} };
    expect(firstFailingRules(refillForm, [typeError])[0]).toMatchObject({ rule: 'msisdn', messageKey: 'NumberFormat' });
    expect(messageKeyFor(refillForm, 'nope')).toBe('Required');
  });
});

describe('validateForm on the generated forms', () => {
  it('reports each field’s first failing rule with the form’s message keys', () => {
    expect(messages(refillForm, {})).toEqual({ phone: 'Required', amount: 'Required', method: 'Required' });
    expect(messages(refillForm, { phone: '51234567', amount: '0', method: 'bank' })).toEqual({
      phone: 'NumberFormat',
      amount: 'AmountPositive',
    });
    expect(messages(refillForm, { phone: ' 61234567 ', amount: '12345', method: 'bank' })).toEqual({ amount: 'PriceFormat' });
    expect(messages(newsletterForm, { email: '   ' })).toEqual({ email: 'NewsletterEmptyEmail' });
    expect(messages(newsletterForm, { email: 'vardas@' })).toEqual({ email: 'NewsletterInvalidEmail' });
  });

  it('validates conditional fields only while their condition holds', () => {
    const base = { phone: '61234567', amount: '10' };
    expect(messages(refillForm, { ...base, method: 'bank', agreement: false })).toEqual({});
    expect(messages(refillForm, { ...base, method: 'card-refill', agreement: false, period: 0 })).toEqual({ agreement: 'Required' });
    expect(messages(refillForm, { ...base, method: 'card-refill', agreement: true, period: 2 })).toEqual({});
  });

  it('adds extra checks only where the rules pass', () => {
    const mismatch = (d: Record<string, unknown>) => ({
      repeatPassword: d.password !== d.repeatPassword ? 'PasswordRepeatMismatch' : undefined,
    });
    expect(validateForm(passwordResetForm, { password: 'Abcdefg1', repeatPassword: 'Abcdefg2' }, mismatch)).toEqual([
      { field: 'repeatPassword', rule: 'custom', messageKey: 'PasswordRepeatMismatch' },
    ]);
    expect(validateForm(passwordResetForm, { password: 'Abcdefg1', repeatPassword: 'Abcdefg1' }, mismatch)).toEqual([]);
    // Passwords are compared as typed (issue 7 D7): a space makes another password.
    expect(validateForm(passwordResetForm, { password: 'Abcdefg1', repeatPassword: ' Abcdefg1 ' }, mismatch).map((e) => e.field)).toEqual([
      'repeatPassword',
    ]);
    expect(validateForm(passwordResetForm, { password: 'short' }, mismatch).map((e) => e.messageKey)).toEqual([
      'PasswordFormat',
      'Required',
    ]);
  });

  it('for any phone text: Required when blank, NumberFormat unless 8 digits from 6, else nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^\s*6\d{7}\s*$/), fc.constantFrom('', ' ', '6123456', '612345678')),
        (msisdn) => {
          const value = msisdn.trim();
          const expected = value === '' ? 'Required' : /^6\d{7}$/.test(value) ? undefined : 'NumberFormat';
          expect(messages(loginForm, { msisdn, password: 'x' }).msisdn).toBe(expected);
        },
      ),
    );
  });
});

describe('a non-required field', () => {
  // A form of the generated shape whose phone is optional (no generated form has one yet), compiled here.
  const schema: RJSFSchema = {
    $id: 'optionalForm',
    type: 'object',
    properties: {
      name: { type: 'string', allOf: [{ $ref: '#/definitions/required' }] },
      phone: { type: 'string', allOf: [{ $ref: '#/definitions/msisdn' }] },
    },
    required: ['name'],
    definitions: { required: { minLength: 1 }, msisdn: { pattern: '^6\\d{7}$' } },
  };
  const form: FormDefinition = {
    ...loginForm,
    name: 'optional',
    schema,
    uiSchema: { 'ui:order': ['name', 'phone'] },
    fields: [
      { name: 'name', widget: 'text', labelKey: '', helpKey: '', required: true, rules: ['required'] },
      { name: 'phone', widget: 'phone', labelKey: '', helpKey: '', required: false, rules: ['msisdn'] },
    ],
    messages: { required: 'Required', msisdn: 'NumberFormat' },
    validateFns: { optionalForm: new Ajv({ allErrors: true, strict: false }).compile(schema) as never },
  };

  it('passes when empty or blank, and is checked once filled', () => {
    expect(messages(form, { name: 'Ona' })).toEqual({});
    expect(messages(form, { name: 'Ona', phone: '   ' })).toEqual({});
    expect(messages(form, { name: 'Ona', phone: '5' })).toEqual({ phone: 'NumberFormat' });
  });
});
