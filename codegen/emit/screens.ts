import { EDITORIAL_MODULE, EDITORIAL_SCREEN } from '../load/screens';
import type { Spec } from '../spec-types';
import { header, type GeneratedFile } from './header';

/** `../src/features/x/screens/Y` from generated/: no extension, as the app's imports are written. */
const importPath = (file: string) => `../${file.replace(/\.tsx$/, '')}`;

/**
 * The screens the routes name (a union type) and each one's lazy import. A static `import()` per
 * screen keeps every screen its own chunk; the checks have made sure each name has one component.
 */
export function emitScreens(spec: Spec): GeneratedFile[] {
  const named = [...new Set(spec.routes.map((r) => r.screen))].sort();
  const entries = named.map((name) => {
    const file = name === EDITORIAL_SCREEN ? EDITORIAL_MODULE : spec.screens.find((c) => c.name === name)?.file;
    if (!file) throw new Error(`screen ${name} has no component; the screen checks should have said so`);
    return `  ${name}: () => import('${importPath(file)}'),`;
  });
  const content = [
    header(spec.files.routes),
    '/** Every screen a route names (`screen:` in spec/routes.yaml and the campaign files; `content` is editorial). */',
    `export type ScreenName =\n${named.map((name) => `  | '${name}'`).join('\n')};`,
    '',
    '/** Screen name -> its module, loaded on first use (its own chunk). */',
    `export const screens = {\n${entries.join('\n')}\n} satisfies Record<ScreenName, () => Promise<unknown>>;`,
    '',
  ].join('\n');
  return [{ path: 'screens.ts', content }];
}
