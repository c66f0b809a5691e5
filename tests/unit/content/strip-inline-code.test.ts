// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripInlineCode } from '@/shared/content/strip-inline-code';
import { xssPayloads } from '../../e2e/data/xss-payloads';

/** What a spec-compliant parser (jsdom's) makes of the HTML: any element with inline code? */
function inlineCodeLeft(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of doc.querySelectorAll('*')) {
    for (const attr of el.getAttributeNames()) if (/^on/i.test(attr) || attr.toLowerCase() === 'style') found.push(`${el.tagName} ${attr}`);
    if (['style', 'base'].includes(el.tagName.toLowerCase())) found.push(`${el.tagName} element`);
  }
  return found;
}

describe('stripInlineCode', () => {
  it('removes handlers and styles but keeps harmless markup and text', () => {
    expect(stripInlineCode('<p class="a" onclick="x()">Hi <b style="color:red">there</b></p><style>p{}</style>')).toBe(
      '<p class="a" >Hi <b >there</b></p>', // a dropped attribute leaves its separator
    );
    expect(stripInlineCode('Price: 5 < 10 and one = 1 <!-- <img onerror=x> -->')).toBe(
      'Price: 5 < 10 and one = 1 <!-- <img onerror=x> -->',
    );
  });

  it('keeps a separator where it drops an attribute, so the next token cannot join the tag name', () => {
    const out = stripInlineCode('<img ONLOAD="x()"!=</style>');
    expect(inlineCodeLeft(out)).toEqual([]);
    expect(out).toBe('<img !=</style>');
  });

  it.each(xssPayloads)('leaves no inline code the browser would parse in %s', (payload) => {
    expect(inlineCodeLeft(stripInlineCode(payload))).toEqual([]);
  });

  it('leaves no inline code in generated tag soup (property)', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        '<',
        '>',
        '/',
        '=',
        '"',
        "'",
        ' ',
        '\n',
        '<!--',
        '-->',
        '--!>',
        '<!-->',
        '<svg>',
        '<math>',
        '<style>',
        '</style>',
        '<textarea>',
        '<img',
        ' src=x',
        ' onerror=x()',
        ' ONLOAD="x()"',
        ' style="a:b"',
        ' =onfocus=x',
        '<p',
        '<a href=x',
        'text',
        '`',
      ),
      fc.string({ maxLength: 3 }),
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
        (html) => inlineCodeLeft(stripInlineCode(html)).length === 0,
      ),
      { numRuns: 400 },
    );
  });
});
