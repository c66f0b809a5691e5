import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ruleMessages, ruleValidators, type RuleName } from '@generated/validation/index';

/** What the forms (src/shared/forms/validator.ts), Login's and protection's number checks call. */
const valid = (rule: RuleName, value: string) => ruleValidators[rule](value);
const digits = (n: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

/** Hand-written tables, independent of the examples in spec/validation.yaml that codegen checks. */
const table: Record<Exclude<RuleName, 'required'>, { ok: string[]; bad: string[] }> = {
  email: { ok: ['jonas@pulsas.lt', 'a.b+c@mail.example.com'], bad: ['jonas', 'jonas@', 'jonas@lt', 'a b@pulsas.lt', 'a@@pulsas.lt'] },
  msisdn: { ok: ['61234567', '69999999'], bad: ['51234567', '6123456', '612345678', '+37061234567', '6123456a'] },
  productId: { ok: ['12345678901'], bad: ['1234567890', '123456789012', '1234567890x'] },
  personalNumber: { ok: ['39001011234', '60010319999'], bad: ['29001011234', '79001011234', '39002011234', '3900101123'] },
  password: { ok: ['Demo1234', 'aB3aaaaa'], bad: ['demo1234', 'DEMO1234', 'Demoabcd', 'De1', 'a'.repeat(129)] },
  price: { ok: ['5', '10.5', '10,55', '9999', '0.50'], bad: ['10000', '1.234', '-5', 'abc', '1,', '007'] },
  safetyCode: { ok: ['1234567890123'], bad: ['123456789012', '12345678901234', '123456789012a'] },
  image: { ok: ['photo.jpg', 'scan.TIFF', 'a.webp', 'b.Png'], bad: ['photo.pdf', 'jpg', 'photo.jpg.exe', 'photo'] },
  isicNumber: { ok: ['S1234567890123', 'ABCDEFGHIJKLMN'], bad: ['S123456789012', 'S12345678901234', 'S123456789012-'] },
  domain: {
    ok: ['pulsas.lt', 'www.example.co.uk', 'a-b.example.com'],
    bad: ['pulsas', '-pulsas.lt', 'pulsas-.lt', 'pul sas.lt', 'pulsas..lt'],
  },
};

describe('validation rules (seeds §5)', () => {
  for (const [rule, { ok, bad }] of Object.entries(table) as [Exclude<RuleName, 'required'>, { ok: string[]; bad: string[] }][]) {
    it.each(ok)(`${rule} accepts %s`, (value) => expect(valid(rule, value)).toBe(true));
    it.each(bad)(`${rule} rejects %s`, (value) => expect(valid(rule, value)).toBe(false));
    it(`${rule} has its message key`, () => expect(ruleMessages[rule]).toMatch(/^[A-Za-z]+$/));
  }

  it('required: anything but an empty text', () => {
    expect(valid('required', 'x')).toBe(true);
    expect(valid('required', '')).toBe(false);
  });
});

describe('validation rules, generated inputs', () => {
  it('msisdn: 6 followed by exactly 7 digits, nothing else', () => {
    fc.assert(fc.property(digits(7), (rest) => valid('msisdn', `6${rest}`)));
    fc.assert(fc.property(fc.constantFrom(...'012345789'), digits(7), (first, rest) => !valid('msisdn', `${first}${rest}`)));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 12 }).filter((n) => n !== 7),
        (n) => fc.sample(digits(n), 1).every((d) => !valid('msisdn', `6${d}`)),
      ),
    );
  });

  it('personalNumber: first digit 3-6, fifth 0 or 1, 11 digits', () => {
    const code = (first: string, fifth: string) => fc.tuple(digits(3), digits(6)).map(([a, b]) => `${first}${a}${fifth}${b}`);
    fc.assert(
      fc.property(
        fc.constantFrom('3', '4', '5', '6').chain((f) => fc.constantFrom('0', '1').chain((v) => code(f, v))),
        (v) => valid('personalNumber', v),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('0', '1', '2', '7', '8', '9').chain((f) => code(f, '0')),
        (v) => !valid('personalNumber', v),
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...'23456789').chain((fifth) => code('3', fifth)),
        (v) => !valid('personalNumber', v),
      ),
    );
  });

  it('password: needs a lowercase, an uppercase and a digit, 8 to 128 characters', () => {
    const lower = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
    const upper = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ');
    const digit = fc.constantFrom(...'0123456789');
    const filler = fc.string({ unit: fc.constantFrom(...'abcXYZ019!@# '), minLength: 5, maxLength: 120 });
    fc.assert(fc.property(lower, upper, digit, filler, (l, u, d, f) => valid('password', `${l}${f}${u}${d}`.trim().padEnd(8, 'a'))));
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'abcdefgh0123456789!'), minLength: 8, maxLength: 40 }),
        (v) => !valid('password', v),
      ),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'ABCDEFGH0123456789!'), minLength: 8, maxLength: 40 }),
        (v) => !valid('password', v),
      ),
    );
  });

  it('price: up to 4 digits with optional 1 or 2 decimals, dot or comma', () => {
    const amount = fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.option(fc.tuple(fc.constantFrom('.', ','), fc.integer({ min: 1, max: 2 })), { nil: undefined }),
    );
    fc.assert(
      fc.property(amount, digits(2), ([whole, decimals], d) =>
        valid('price', `${whole}${decimals ? decimals[0] + d.slice(0, decimals[1]) : ''}`),
      ),
    );
    fc.assert(fc.property(fc.integer({ min: 10000, max: 10 ** 9 }), (n) => !valid('price', String(n))));
    fc.assert(fc.property(fc.integer({ min: 0, max: 9999 }), digits(3), (n, d) => !valid('price', `${n}.${d}`)));
  });

  it('domain: dot-separated labels, no label starting or ending with a hyphen', () => {
    const label = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,20}[a-z0-9])?$/);
    const tld = fc.stringMatching(/^[a-z]{2,6}$/);
    fc.assert(fc.property(fc.array(label, { minLength: 1, maxLength: 4 }), tld, (labels, t) => valid('domain', [...labels, t].join('.'))));
    fc.assert(fc.property(label, tld, (l, t) => !valid('domain', `-${l}.${t}`) && !valid('domain', `${l}-.${t}`)));
  });

  it('the precompiled validators agree with the patterns written in spec/validation.yaml', () => {
    const spec = parse(readFileSync(new URL('../../spec/validation.yaml', import.meta.url), 'utf8')) as Record<
      string,
      { pattern?: string; maxLength?: number }
    >;
    const alphabet = fc.constantFrom(...'0123456789aZ.,-@ _6x');
    for (const rule of Object.keys(table) as Exclude<RuleName, 'required'>[]) {
      const { pattern, maxLength } = spec[rule]!;
      const regex = new RegExp(pattern!, 'u');
      fc.assert(
        fc.property(
          fc.string({ unit: alphabet, maxLength: 20 }),
          (value) => ruleValidators[rule](value) === (regex.test(value) && (!maxLength || value.length <= maxLength)),
        ),
        { numRuns: 300 },
      );
    }
  });
});
