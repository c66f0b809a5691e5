import DOMPurify from 'dompurify';

type Policy = { createHTML(input: string): unknown };
let policy: Policy | undefined;

/**
 * HTML from the CMS is sanitised before it is rendered (DOMPurify). Where the browser enforces
 * Trusted Types (`require-trusted-types-for 'script'` in the CSP), this is the one policy allowed to
 * create HTML, so nothing else can write markup into the page.
 */
export function sanitizeHtml(html: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): Policy } }).trustedTypes;
  if (trustedTypes && !policy) {
    policy = trustedTypes.createPolicy('cms-html', { createHTML: (input) => DOMPurify.sanitize(input) });
  }
  return (policy ? policy.createHTML(html) : DOMPurify.sanitize(html)) as string;
}
