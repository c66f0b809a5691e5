import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Mustache from 'mustache';

const dir = fileURLToPath(new URL('../templates/', import.meta.url));
const cache = new Map<string, string>();

/**
 * Renders codegen/templates/<name>.mustache. Mustache escapes HTML by default, which would turn `<`
 * and `&` in code into entities, so escaping is off: templates produce code, not HTML.
 */
export function renderTemplate(name: string, view: object): string {
  let template = cache.get(name);
  if (template === undefined) {
    template = readFileSync(`${dir}${name}.mustache`, 'utf8');
    cache.set(name, template);
  }
  return Mustache.render(template, view, {}, { escape: (text: string) => text });
}

/**
 * codegen/templates/<file>, a TypeScript module of its own (typechecked, linted and tested where it is
 * written), as generated/ gets it: as it is, under the generated header, which names it as the source.
 */
export function copiedTemplate(file: string, header: (sources: string[]) => string): string {
  return `${header([`codegen/templates/${file}`])}${readFileSync(`${dir}${file}`, 'utf8')}`;
}
