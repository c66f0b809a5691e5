const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  ldquo: '“',
  rdquo: '”',
  lsquo: '‘',
  rsquo: '’',
  euro: '€',
};

/** A numeric character reference's character; one that names no character is U+FFFD, as browsers read it. */
function character(code: number): string {
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * The words of a piece of HTML (a banner's text, a device's or an article's description), for labels,
 * titles and descriptions that cannot hold markup. Only ever used as React text or attribute values
 * (escaped), so stripping tags is enough.
 */
export function plainText(html: string): string {
  if (!/[<&]/.test(html)) return html.trim();
  return (
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/gi, ' ')
      // A block ends a word; an inline element (a bold sum) does not.
      .replace(/<\/?(?:p|br|li|ul|ol|h[1-6]|div|tr|td|th|table|section|article)\b[^>]*>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
        if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? entity;
        const hex = name[1]!.toLowerCase() === 'x';
        return character(parseInt(name.slice(hex ? 2 : 1), hex ? 16 : 10));
      })
      // Collapses white space between words; a no-break space (a sum and its €) stays.
      .replace(/[ \t\r\n]+/g, ' ')
      .trim()
  );
}

/** A page's description from its text: at most `max` characters, cut at a word, with an ellipsis. */
export function excerpt(text: string, max = 155): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:–-]+$/, '')}…`;
}
