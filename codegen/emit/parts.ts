import { header, type GeneratedFile } from './header';
import { copiedTemplate } from './template';

/**
 * What a module that joins every campaign's parts names as its source: the folder, not its files, so
 * that adding a campaign leaves the module as it is (its parts are found by file name at run time).
 */
export const CAMPAIGN_PARTS = 'spec/campaigns/';

/** A campaign's parts are named after its file (spec/campaigns/<file>.yaml), which is unique. */
export const fileName = (campaign: { file: string }): string => campaign.file.replace(/^.*\//, '').replace(/\.ya?ml$/, '');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The expression of a part's name from its key (`./campaigns/wheel.banners.ts` -> `wheel`). */
export const nameOf = (key: string): string => `${key}.slice(${key}.lastIndexOf('/') + 1).split('.')[0]!`;

/**
 * The statement that finds every campaign's module of one kind: `folder` + `prefix*suffix` (a glob in
 * the app, the same match on the disk in Node: generated/parts.ts), as [key, its default export] in
 * key order; `lazy`: { key: loader of the module }. `except` leaves out file names a shared module has
 * in the same folder (the campaign-ui namespace among the campaign-* ones); `folder` may be `./*\/`. Written out in each module rather
 * than called: import.meta.glob takes literals only, and the app's bundle then needs nothing of parts.ts.
 */
export function joined(
  name: string,
  type: string,
  folder: string,
  suffix: string,
  options: { lazy?: boolean; prefix?: string; except?: readonly string[] } = {},
): string {
  const prefix = options.prefix ?? '';
  const except = options.except ?? [];
  const pattern = `${folder}${prefix}*${suffix}`;
  // A name with a further dot is another kind of file (x.validator.d.ts), as on disk ([^.]+).
  const globs = `[${[pattern, `!${folder}${prefix}*.*${suffix}`, ...except.map((e) => `!${folder}${e}`)].map((p) => `'${p}'`).join(', ')}]`;
  const test = `/^${escape(prefix)}[^.]+${escape(suffix)}$/`;
  const rest = except.length ? `, [${except.map((e) => `'${e}'`).join(', ')}]` : '';
  const found = options.lazy
    ? [
        `import.meta.glob<{ default: ${type} }>(${globs})`,
        `loadersOnDisk<{ default: ${type} }>(import.meta.url, '${folder}', ${test}${rest})`,
      ]
    : [
        `import.meta.glob<${type}>(${globs}, { eager: true, import: 'default' })`,
        `partsOnDisk<${type}>(import.meta.url, '${folder}', ${test}${rest})`,
      ];
  const comment = `// Each campaign's own module of this kind, by file name (generated/parts.ts says how and why).`;
  if (options.lazy) return [comment, `const ${name} = import.meta.env`, `  ? ${found[0]}`, `  : ${found[1]};`].join('\n');
  return [
    comment,
    `const ${name} = Object.entries(import.meta.env ? ${found[0]} : ${found[1]}).sort(`,
    `  ([a], [b]) => (a < b ? -1 : 1),`,
    `);`,
  ].join('\n');
}

/** generated/parts.ts: finding the campaigns' parts in the app (Vite) and in Node tools alike. */
export function emitParts(): GeneratedFile[] {
  return [{ path: 'parts.ts', content: copiedTemplate('parts.ts', header) }];
}
