import { existsSync, readdirSync } from 'node:fs';
import type { ScreenComponent } from '../spec-types';

/**
 * `screen: content`: an editorial route, with no code of its own. It renders RouteContent (its title and
 * description from the routes texts, and the CMS page published at its path). Not a file under screens/,
 * so it never collides with a PascalCase screen name.
 */
export const EDITORIAL_SCREEN = 'content';
export const EDITORIAL_MODULE = 'src/features/content/RouteContent.tsx';

/**
 * Which screen component files exist, as paths relative to the project root. Codegen reads the disk
 * (scanScreenFiles); tests pass their own, since a fixture spec has no src/ beside it. `named` is every
 * screen the spec's routes name (without `content`), for a test that wants "all of them exist".
 */
export type ScreenFiles = (named: readonly string[]) => readonly string[];

const SCREEN_FILE = /^src\/features\/([a-z][a-z0-9-]*)\/screens\/([A-Za-z0-9]+)\.tsx$/;

/** `src/features/*\/screens/*.tsx` under root, sorted so the generated map is stable. */
export function scanScreenFiles(root: string): string[] {
  const features = existsSync(`${root}/src/features`) ? readdirSync(`${root}/src/features`, { withFileTypes: true }) : [];
  return features
    .filter((d) => d.isDirectory() && existsSync(`${root}/src/features/${d.name}/screens`))
    .flatMap((d) =>
      readdirSync(`${root}/src/features/${d.name}/screens`)
        .filter((f) => f.endsWith('.tsx'))
        .map((f) => `src/features/${d.name}/screens/${f}`),
    )
    .sort();
}

/** A fixture's default: every screen the spec names has a component, in one feature folder. */
export const allScreensExist =
  (feature: string): ScreenFiles =>
  (named) =>
    named.map((name) => `src/features/${feature}/screens/${name}.tsx`);

/** Files that are not `src/features/<feature>/screens/<Name>.tsx` (tests, helpers) are not screens. */
export function toScreenComponents(files: readonly string[]): ScreenComponent[] {
  return files.flatMap((file) => {
    const match = SCREEN_FILE.exec(file);
    return match ? [{ name: match[2]!, feature: match[1]!, file }] : [];
  });
}
