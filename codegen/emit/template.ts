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
