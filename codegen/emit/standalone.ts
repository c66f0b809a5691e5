/**
 * ajv's standalone output, even with `esm: true`, reaches its runtime helpers through
 * `require("ajv/dist/runtime/…")`, which an ES module in the browser cannot do. The helpers the
 * portal's schemas need are tiny, so they are written into the generated file itself: the
 * validators then depend on nothing at run time.
 */
const RUNTIME_HELPERS: Record<string, string> = {
  ucs2length: `function ucs2length(str) {
  // Counts Unicode code points, as JSON Schema's maxLength means (a surrogate pair is one character).
  let length = 0;
  for (let pos = 0; pos < str.length; length++) {
    const value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < str.length && (str.charCodeAt(pos) & 0xfc00) === 0xdc00) pos++;
  }
  return length;
}`,
};

export function inlineRuntime(code: string): string {
  const used = new Set<string>();
  const replaced = code.replace(/require\("ajv\/dist\/runtime\/([a-z0-9_]+)"\)\.default/gi, (_, name: string) => {
    if (!RUNTIME_HELPERS[name]) {
      throw new Error(`ajv standalone code needs its runtime helper "${name}"; add it to codegen/emit/standalone.ts`);
    }
    used.add(name);
    return name;
  });
  if (/require\(/.test(replaced)) throw new Error('ajv standalone code still calls require(); see codegen/emit/standalone.ts');
  const helpers = [...used]
    .sort()
    .map((n) => RUNTIME_HELPERS[n])
    .join('\n');
  if (!helpers) return replaced;
  const strict = '"use strict";';
  return replaced.startsWith(strict) ? `${strict}\n${helpers}${replaced.slice(strict.length)}` : `${helpers}\n${replaced}`;
}
