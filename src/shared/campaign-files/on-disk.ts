/**
 * A campaign's generated code is in files of its own (generated/campaigns/<name>*.ts, its texts and
 * forms), so adding, changing or removing a campaign touches no shared file and two campaigns made apart
 * merge without a conflict. generated/ holds only those files' data and types; the modules of this folder,
 * the one place that joins them, find them by file name: in the app and its tests with Vite's
 * import.meta.glob, which bundles them as if each were imported by name; in Node tools (tsx, Playwright),
 * which have no import.meta.glob, from the disk, with the same keys and order. A key is the file's path in
 * generated/ (`./campaigns/wheel.ts`: each glob's `base` is generated/), the shortest that names it: the app's
 * tables of parts carry every key. ESLint's portal/layers lets no other module glob generated/.
 */

interface NodeBuiltins {
  'node:fs': { readdirSync(path: URL): string[]; existsSync(path: URL): boolean };
  'node:module': { createRequire(from: string): (id: string) => unknown };
  'node:url': { fileURLToPath: (url: URL) => string };
}

// Reached through process, not imported: the app's bundle must not name Node's modules.
function builtin<K extends keyof NodeBuiltins>(id: K): NodeBuiltins[K] {
  const host = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  const found = host?.getBuiltinModule?.(id);
  if (!found) throw new Error(`src/shared/campaign-files reads the generated files with ${id} (Node 20.16 or later) when not run by Vite`);
  return found as NodeBuiltins[K];
}

/** A glob's key for a path under generated/, as `base: '../../../generated/'` gives it. */
const keyOf = (path: string): string => `./${path.slice(path.indexOf('generated/') + 'generated/'.length)}`;

/**
 * The files of `folder` (`../../../generated/campaigns/`, or one with a `*\/`: each folder there, as in
 * `../../../generated/i18n/*\/campaigns/`) whose name matches and is not one of `except`, by glob key,
 * each with a function that loads it.
 */
function onDisk(from: string, folder: string, name: RegExp, except: readonly string[]): [string, () => unknown][] {
  const fs = builtin('node:fs');
  const load = builtin('node:module').createRequire(from);
  const toPath = builtin('node:url').fileURLToPath;
  const star = folder.indexOf('*/');
  const [before, after] = [folder.slice(0, star), folder.slice(star + 2)];
  const folders =
    star < 0
      ? [folder]
      : fs
          .readdirSync(new URL(before, from))
          .filter((entry) => !entry.includes('.'))
          .map((entry) => `${before}${entry}/${after}`)
          .filter((each) => fs.existsSync(new URL(each, from)));
  return folders
    .flatMap((each) => fs.readdirSync(new URL(each, from)).map((file) => [each, file] as const))
    .filter(([, file]) => name.test(file) && !except.includes(file))
    .map(([each, file]): [string, () => unknown] => [keyOf(`${each}${file}`), () => load(toPath(new URL(`${each}${file}`, from)))])
    .sort(([a], [b]) => (a < b ? -1 : 1));
}

/**
 * What `import.meta.glob(pattern, { eager: true, import: 'default' })` gives, read from the disk:
 * `from` is the importing module's URL, `folder` the folder it globs, `name` what a file name matches;
 * `except` are file names to leave out (a shared namespace named like a campaign's).
 */
export function partsOnDisk<T>(from: string, folder: string, name: RegExp, except: readonly string[] = []): Record<string, T> {
  return Object.fromEntries(onDisk(from, folder, name, except).map(([key, load]) => [key, (load() as { default: T }).default]));
}

/** The modules' loaders, as `import.meta.glob(pattern)` gives. */
export function loadersOnDisk<T>(
  from: string,
  folder: string,
  name: RegExp,
  except: readonly string[] = [],
): Record<string, () => Promise<T>> {
  return Object.fromEntries(
    onDisk(from, folder, name, except).map(([key, load]) => [key, () => Promise.resolve().then(() => load() as T)]),
  );
}

/** A glob's parts in key order (file name order): the order the campaign files are listed in everywhere. */
export const inFileOrder = <T>(parts: Record<string, T>): [string, T][] => Object.entries(parts).sort(([a], [b]) => (a < b ? -1 : 1));

/** A part's campaign, from its key: `./campaigns/wheel.banners.ts` -> `wheel`. */
export const partName = (key: string): string => key.slice(key.lastIndexOf('/') + 1).split('.')[0]!;

/** The parts merged into one object, later parts adding their keys (each campaign's part of a table). */
export const joinedParts = <T extends object>(parts: readonly T[]): T => Object.assign({}, ...parts) as T;
