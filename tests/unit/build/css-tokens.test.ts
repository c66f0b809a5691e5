import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The portal's colours and measures are custom properties of src/styles/index.css (or set by the code on
 * an element, like the reveal animation's). A `var(--name, #fallback)` of a property nobody defines draws
 * its fallback: that is how the generated forms' submit came out blue among purple buttons (issue 37).
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
const files = (dir: string, ending: RegExp): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path, ending) : ending.test(entry.name) ? [path] : [];
  });
const css = files(join(root, 'src'), /\.css$/).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
const code = files(join(root, 'src'), /\.tsx?$/).map((path) => readFileSync(path, 'utf8'));

describe('CSS custom properties', () => {
  const defined = new Set([
    // a declaration (`--name: value`), not a class name such as .button--secondary:hover
    ...css.flatMap(({ text }) => [...text.matchAll(/(?<=[{;]\s*)(--[\w-]+)\s*:/g)].map((m) => m[1]!)),
    // set by the code on an element: style.setProperty('--x', ..) or a style object's '--x' key
    ...code.flatMap((text) => [...text.matchAll(/(?:setProperty\(\s*|^\s*)['"`](--[\w-]+)['"`]?/gm)].map((m) => m[1]!)),
  ]);

  it('every one a style uses is defined: none falls back to a colour of its own', () => {
    const undefinedUses = css.flatMap(({ file, text }) =>
      [...text.matchAll(/var\((--[\w-]+)/g)].filter((m) => !defined.has(m[1]!)).map((m) => `${file}: ${m[0]}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('the generated forms’ submit is the portal’s primary button, defined once', () => {
    const base = css.find(({ file }) => file === 'src/styles/index.css')!.text;
    expect(base).toMatch(/\.button,\s*\.spec-form__submit\s*\{[^}]*background: var\(--button-background\)/);
    for (const { file, text } of css.filter(({ file }) => file !== 'src/styles/index.css'))
      expect(/(?<!:not\()\.(spec-form__submit|button)\b[^{]*\{[^}]*(?<![\w-])(background(-color)?|color):/.test(text), file).toBe(false);
  });
});
