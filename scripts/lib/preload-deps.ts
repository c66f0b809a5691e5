import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[] }>;

/**
 * Vite lists, beside every lazy import (each screen), every chunk that import needs, to preload them
 * at once. Most of those are already loaded: the importing chunk imports them statically (React, the
 * router, i18next, the API client), so listing them only adds bytes to the entry: about a hundred
 * screens times twenty names. This drops, from each lazy import's list, what its importer already
 * has, keeping the parallel preload of what is really new.
 */
export function preloadOnlyNew(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Bundle = {};
  const closures = new Map<string, Set<string>>();
  const closure = (fileName: string): Set<string> => {
    let found = closures.get(fileName);
    if (found) return found;
    found = new Set();
    const pending = [fileName];
    while (pending.length) {
      const next = pending.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      pending.push(...(bundle[next]?.imports ?? []));
    }
    closures.set(fileName, found);
    return found;
  };
  return {
    plugin: {
      name: 'preload-only-new',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output as unknown as Bundle;
          closures.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      const loaded = closure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
