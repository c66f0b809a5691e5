import fc from 'fast-check';
import fastUri from 'fast-uri';
import { describe, expect, it } from 'vitest';
import resolver from '@/shared/forms/uri-resolver';

// What @rjsf/utils meets: the generated forms' $ids ("refillForm") and local refs; and, beyond them,
// absolute $ids with relative and absolute refs. (A `../` above a relative $id is where the two differ:
// fast-uri keeps it, the URL parser drops it; no schema of the portal has one.)
const segment = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_-]{0,8}$/);
const formId = segment.map((name) => `${name}Form`);
const absoluteId = fc.tuple(segment, segment).map(([a, b]) => `https://example.com/${a}/${b}.json`);
const local = segment.map((name) => `#/definitions/${name}`);
const elsewhere = fc.oneof(
  fc.tuple(segment, segment).map(([file, name]) => `${file}.json#/definitions/${name}`),
  segment.map((name) => `../${name}.json`),
  fc.tuple(segment, segment).map(([a, b]) => `https://example.org/${a}#/${b}`),
);
const base = fc.oneof(formId, absoluteId);

describe('the fast-uri stand-in of the form chunk', () => {
  it('resolves refs as fast-uri does', () => {
    fc.assert(
      fc.property(base, local, (b, r) => {
        expect(resolver.resolve(b, r)).toBe(fastUri.resolve(b, r));
      }),
    );
    fc.assert(
      fc.property(absoluteId, elsewhere, (b, r) => {
        expect(resolver.resolve(b, r)).toBe(fastUri.resolve(b, r));
      }),
    );
  });

  it("resolves a generated form's local ref under its $id", () => {
    expect(resolver.resolve('refillForm', '#/definitions/required_Msisdn')).toBe('refillForm#/definitions/required_Msisdn');
  });

  it('compares ids as fast-uri does', () => {
    fc.assert(
      fc.property(base, base, (a, b) => {
        expect(resolver.equal(a, b)).toBe(fastUri.equal(a, b));
      }),
    );
    expect(resolver.equal('HTTPS://Example.com/a', 'https://example.com/a')).toBe(true);
    expect(resolver.equal('refillForm', 'loginForm')).toBe(false);
  });
});
