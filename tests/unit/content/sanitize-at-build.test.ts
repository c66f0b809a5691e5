import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { xssPayloads } from '../../e2e/data/xss-payloads';

/**
 * The build bakes the CMS's HTML (content pages, help articles) into prerendered pages: in Node,
 * DOMPurify has no DOM and would hand its input back unsanitised, so the prerender aliases it to
 * scripts/lib/server-dompurify.ts (jsdom's DOM). This runs in Node, as the prerender does.
 */
const load = async () => (await import('@/shared/content/sanitize')).sanitizeHtml;

describe('CMS HTML sanitised at build time', () => {
  it('refuses to sanitise without a DOM rather than hand back what it was given', async () => {
    vi.resetModules();
    const sanitizeHtml = await load();
    expect(() => sanitizeHtml('<img src=x onerror=x()>')).toThrow(/no DOM/);
  });

  it('with the build’s DOM, leaves no script, handler or javascript: link of any payload, and keeps harmless markup', async () => {
    vi.resetModules();
    vi.doMock('dompurify', () => import('../../../scripts/lib/server-dompurify'));
    const sanitizeHtml = await load();
    for (const payload of xssPayloads) {
      const document = new JSDOM(`<div>${sanitizeHtml(payload)}</div>`).window.document;
      expect(document.querySelectorAll('script, iframe, object, embed, style, form').length, payload).toBe(0);
      for (const element of document.querySelectorAll('*')) {
        for (const { name, value } of element.attributes) {
          expect(name, payload).not.toMatch(/^on/i);
          expect(value.replace(/\s/g, ''), payload).not.toMatch(/^(javascript|vbscript):/i);
        }
      }
    }
    expect(sanitizeHtml('<h2>Apie Pulsą</h2><p><a href="/planai">Planai</a></p>')).toBe(
      '<h2>Apie Pulsą</h2><p><a href="/planai">Planai</a></p>',
    );
    // The one redirect check holds at build time too.
    expect(sanitizeHtml('<a href="/.//evil.example">x</a>')).toBe('<a>x</a>');
    vi.doUnmock('dompurify');
  });
});
