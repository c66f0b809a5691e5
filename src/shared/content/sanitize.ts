import DOMPurify, { type Config } from 'dompurify';
import { stripInlineCode } from './strip-inline-code';

type Policy = { createHTML(input: string): unknown };
let policy: Policy | undefined;

/**
 * Inline styles and <style> would break the CSP (style-src 'self') and are the CMS's business only
 * through classes; forms and frames have no place in an article.
 */
const CONFIG: Config = {
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'select', 'textarea', 'iframe', 'frame', 'object', 'embed'],
  FORBID_ATTR: ['style', 'formaction', 'autofocus'],
  ALLOW_DATA_ATTR: false,
};

/**
 * HTML from the CMS is sanitised before it is rendered (DOMPurify). Where the browser enforces
 * Trusted Types (`require-trusted-types-for 'script'` in the CSP), this is the one policy allowed to
 * create HTML, so nothing else can write markup into the page.
 */
export function sanitizeHtml(html: string): string {
  const trustedTypes = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): Policy } }).trustedTypes;
  if (trustedTypes && !policy) {
    policy = trustedTypes.createPolicy('cms-html', { createHTML: (input) => DOMPurify.sanitize(stripInlineCode(input), CONFIG) });
  }
  return (policy ? policy.createHTML(html) : DOMPurify.sanitize(stripInlineCode(html), CONFIG)) as string;
}
