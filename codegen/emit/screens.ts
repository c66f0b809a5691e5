import { EDITORIAL_MODULE, EDITORIAL_SCREEN } from '../load/screens';
import type { Spec } from '../spec-types';
import { header, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS } from './parts';

/** `../src/features/x/screens/Y` from generated/: no extension, as the app's imports are written. */
const importPath = (file: string) => `../${file.replace(/\.tsx$/, '')}`;

/**
 * The screens the routes name (a union type) and each one's lazy import. A static `import()` per
 * screen keeps every screen its own chunk; the checks have made sure each name has one component.
 * Screens only logged-in routes name are listed in a registry of their own (screens-account.ts), loaded
 * with the first account page: every public page's first load carries only the public screens' entries.
 */
export function emitScreens(spec: Spec): GeneratedFile[] {
  const named = [...new Set(spec.routes.map((r) => r.screen))].sort();
  const accountOnly = new Set(named.filter((name) => spec.routes.every((r) => r.screen !== name || r.login === true)));
  const entry = (name: string) => {
    const file = name === EDITORIAL_SCREEN ? EDITORIAL_MODULE : spec.screens.find((c) => c.name === name)?.file;
    if (!file) throw new Error(`screen ${name} has no component; the screen checks should have said so`);
    return `  ${name}: () => import('${importPath(file)}'),`;
  };
  const union = (names: string[]) => (names.length ? names.map((name) => `\n  | '${name}'`).join('') : ' never');
  const publicNames = named.filter((name) => !accountOnly.has(name));
  // The campaign files as a folder: one added with screens already named leaves these files as they are.
  const sources = [...spec.files.routes.filter((file) => !file.startsWith(CAMPAIGN_PARTS)), CAMPAIGN_PARTS];
  const accountNames = named.filter((name) => accountOnly.has(name));
  const screens = [
    header(sources),
    '/** Every screen a route names (`screen:` in spec/routes.yaml and the campaign files; `content` is editorial). */',
    `export type ScreenName =${union(named)};`,
    '',
    '/** The screens only logged-in routes name: their imports are in screens-account.ts. */',
    `export type AccountScreenName =${union(accountNames)};`,
    '',
    '/** Screen name -> its module, loaded on first use (its own chunk); account screens are not here. */',
    `export const screens = {\n${publicNames.map(entry).join('\n')}\n} satisfies Record<Exclude<ScreenName, AccountScreenName>, () => Promise<unknown>>;`,
    '',
  ].join('\n');
  const account = [
    header(sources),
    "import type { AccountScreenName } from './screens';",
    '',
    "/** The account screens' modules, each loaded on first use (its own chunk); this list comes with the first account page. */",
    `export const accountScreens = {\n${accountNames.map(entry).join('\n')}\n} satisfies Record<AccountScreenName, () => Promise<unknown>>;`,
    '',
  ].join('\n');
  return [
    { path: 'screens.ts', content: screens },
    { path: 'screens-account.ts', content: account },
  ];
}
