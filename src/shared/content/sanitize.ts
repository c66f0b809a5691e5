import { trustedTypesPolicies } from '@generated/security';
import DOMPurify, { type Config } from 'dompurify';
import { safeRedirectPath } from '@/shared/navigation/safe-redirect';
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
 * A CMS link that looks like a path of this site (it starts with a slash or backslash) goes through the
 * one redirect check: `/.//evil.example` or `/\\evil.example` would leave the site. It keeps the
 * normalised path, or loses its href when the check refuses it. Links to other sites stay as written
 * (DOMPurify already refuses javascript: and other unsafe schemes).
 */
let hooked = false;
function hookLinks(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of ['href', 'xlink:href']) {
      const value = node.getAttribute(name)?.trim();
      if (value === undefined || !/^[/\\]/.test(value)) continue;
      const path = safeRedirectPath(value);
      if (path === undefined) node.removeAttribute(name);
      else node.setAttribute(name, path);
    }
  });
}

/**
 * HTML from the CMS is sanitised before it is rendered (DOMPurify). Where the browser enforces
 * Trusted Types (`require-trusted-types-for 'script'` in the CSP), this is the one policy allowed to
 * create HTML, so nothing else can write markup into the page.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM, DOMPurify hands its input back as it came: the build gives it one (scripts/lib/server-dompurify.ts).
  if (!DOMPurify.isSupported) throw new Error('sanitizeHtml: DOMPurify has no DOM here');
  hookLinks();
  const trustedTypes = (
    globalThis as { trustedTypes?: { createPolicy(name: string, rules: { createHTML(input: string): string }): Policy } }
  ).trustedTypes;
  if (trustedTypes && !policy) {
    policy = trustedTypes.createPolicy(trustedTypesPolicies.cmsHtml, {
      createHTML: (input) => DOMPurify.sanitize(stripInlineCode(input), CONFIG),
    });
  }
  return (policy ? policy.createHTML(html) : DOMPurify.sanitize(stripInlineCode(html), CONFIG)) as string;
}
