import type { Spec } from '../spec-types';
import { header, type GeneratedFile } from './header';

const key = (name: string) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : `'${name}'`);
const value = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "\\'")}'`);

/** Each enum as an `as const` object plus the union type of its values, under the same name. */
export function emitEnums(spec: Spec): GeneratedFile[] {
  const blocks = spec.enums.map((e) => {
    const doc = e.description ? `/** ${e.description.replace(/\*\//g, '*\\/')} */\n` : '';
    const members = Object.entries(e.values)
      .map(([k, v]) => `  ${key(k)}: ${value(v)},`)
      .join('\n');
    return `${doc}export const ${e.name} = {\n${members}\n} as const;\nexport type ${e.name} = (typeof ${e.name})[keyof typeof ${e.name}];\n`;
  });
  const names = spec.enums.map((e) => `  ${e.name},`).join('\n');
  const content = `${header([spec.files.enums])}${blocks.join('\n')}\n/** Every enum by name, for forms whose options name an enum. */\nexport const enums = {\n${names}\n} as const;\nexport type EnumName = keyof typeof enums;\n`;
  return [{ path: 'enums.ts', content }];
}
