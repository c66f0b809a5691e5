import { describe, expect, it } from 'vitest';
import { excerpt, plainText } from '@/shared/content/plain-text';

describe('plainText: the words of CMS HTML, for labels, titles and descriptions', () => {
  it('keeps plain text as it is and strips markup and entities', () => {
    expect(plainText('eSIM – dabar')).toBe('eSIM – dabar');
    expect(plainText('<b>Svarbu:</b> planai &amp; kainos&nbsp;&#8364;')).toBe('Svarbu: planai & kainos\u00a0€');
    expect(plainText('&#x41;&AMP;')).toBe('A&');
    expect(plainText('Nuo&nbsp;5&nbsp;&euro; &ndash; &bdquo;Pulsas&ldquo;&hellip;')).toBe('Nuo\u00a05\u00a0€ – „Pulsas“…');
    // A reference that names no character is U+FFFD, as a browser reads it; it never throws.
    expect(plainText('a&#x110000;b&#0;c')).toBe('a\ufffdb\ufffdc');
  });

  it('keeps an inline element inside its word, parts a block from the next, and drops scripts', () => {
    expect(plainText('<p>Gauk <b>50</b>%</p><ul><li>Pirma</li><li>Antra</li></ul>')).toBe('Gauk 50% Pirma Antra');
    expect(plainText('<p>Tekstas</p><script>alert(1)</script><style>p{}</style>')).toBe('Tekstas');
    expect(plainText('<!-- a > b --><p>Tekstas</p><template><p>x</p></template><noscript>y</noscript>')).toBe('Tekstas');
  });
});

describe('excerpt: a page description of at most 155 characters', () => {
  it('keeps a short text whole', () => expect(excerpt('Kaip papildyti sąskaitą.')).toBe('Kaip papildyti sąskaitą.'));

  it('cuts a long one at a word, with an ellipsis, within the limit', () => {
    const text = 'Sąskaitą gali papildyti bet kada papildymo puslapyje, '.repeat(5);
    const cut = excerpt(text);
    expect(cut.length).toBeLessThanOrEqual(155);
    expect(cut.endsWith('…')).toBe(true);
    expect(text.startsWith(cut.slice(0, -1))).toBe(true);
    expect(cut).not.toMatch(/[\s,]…$/);
  });
});
