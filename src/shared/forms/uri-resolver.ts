/**
 * Stands in for `fast-uri` (7 kB gzip) in the form chunk: @rjsf/utils only calls `resolve` and `equal`
 * to follow `$ref`s, and the portal's generated forms only use local ones (`#/definitions/<rule>`
 * under the form's `$id`). The platform's URL parser does the rest; a schema `$id` that is not an
 * absolute URL is resolved against a placeholder origin, which is taken off again.
 * tests/unit/forms/uri-resolver.test.ts checks it against fast-uri.
 */
const PLACEHOLDER = 'https://rjsf.invalid/';

function absolute(uri: string, base?: string): string {
  const resolved = new URL(uri, base === undefined ? PLACEHOLDER : new URL(base, PLACEHOLDER)).href;
  return resolved.startsWith(PLACEHOLDER) ? resolved.slice(PLACEHOLDER.length) : resolved;
}

export function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) return `${base.split('#')[0]}${ref}`;
  return absolute(ref, base);
}

export function equal(a: unknown, b: unknown): boolean {
  if (typeof a !== 'string' || typeof b !== 'string') return a === b;
  return absolute(a) === absolute(b);
}

export default { resolve, equal };
