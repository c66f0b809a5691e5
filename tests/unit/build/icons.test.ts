import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 50: an icon is one of the shell's icon set (Lucide, drawn by CSS as a mask: `.icon--*`), never a
 * text glyph, whose look (and whether it is drawn at all) depends on the phone's fonts: the carousel's
 * "❚❚", the coverage ticks "✓" and the card warning "⚠" were such glyphs.
 */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.(tsx|css)$/.test(e.name) ? [join(dir, e.name)] : [],
  );
// Pictographic glyphs that stand for icons; typography (– … › « » „ “) is text and stays.
const GLYPH = /[\u2190-\u21ff\u2300-\u23ff\u25a0-\u25ff\u2600-\u27bf\u2b00-\u2bff]|\p{Extended_Pictographic}/u;

describe('icons', () => {
  it('are drawn from the icon set, not written as glyphs, in the app and its styles', () => {
    const found = files('src')
      .filter((f) => !f.startsWith('src/sandbox/'))
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            !/^\s*(\*|\/\/|\/\*)/.test(line) && GLYPH.test(line.replace(/\/\/.*$|\/\*.*?\*\//g, ''))
              ? [`${f}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
