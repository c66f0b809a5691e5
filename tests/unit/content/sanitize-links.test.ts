// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/shared/content/sanitize';

/** The href a link keeps after sanitising (null when it has none). */
function hrefAfter(href: string): string | null {
  const html = sanitizeHtml(`<p><a href="${href.replace(/"/g, '&quot;')}">link</a></p>`);
  return new DOMParser().parseFromString(html, 'text/html').querySelector('a')!.getAttribute('href');
}

describe('CMS links go through the one redirect check (issue 7 D1)', () => {
  it.each([
    '/.//evil.example',
    '/..//evil.example',
    '/%2e//evil.example',
    '/a/..//evil.example',
    '/\\evil.example',
    '//evil.example',
    '\\\\evil.example',
  ])('a site-looking link that leaves the site loses its href: %s', (href) => expect(hrefAfter(href)).toBeNull());

  it('keeps site paths (normalised) and links to other sites as written', () => {
    expect(hrefAfter('/planai')).toBe('/planai');
    expect(hrefAfter('/a/../planai?x=1#y')).toBe('/planai?x=1#y');
    expect(hrefAfter('https://www.lrt.lt/')).toBe('https://www.lrt.lt/');
    expect(hrefAfter('mailto:info@pulsas.lt')).toBe('mailto:info@pulsas.lt');
    expect(hrefAfter('javascript:alert(1)')).toBeNull();
  });
});
