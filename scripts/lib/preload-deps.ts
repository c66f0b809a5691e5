import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[]; facadeModuleId?: string | null }>;

/** The app's start (src/main.tsx imports it once the page is painted): every other lazy import runs after it. */
const START_MODULE = /[\\/]src[\\/]app[\\/]start\.tsx$/;

/**
 * Vite lists, beside every lazy import (each screen), every chunk that import needs, to preload them
 * at once. Most of those are already loaded: the importing chunk imports them statically (React, the
 * router, i18next, the API client), so listing them only adds bytes to the entry: about a hundred
 * screens times twenty names. This drops, from each lazy import's list, what its importer already
 * has, keeping the parallel preload of what is really new. Every lazy import but the start's own runs
 * once the app has started, so the chunks the start loads are dropped from those lists too: the screens'
 * lists named React Router, the API client and the start's own modules again. (Vite appends styles
 * after this hook, so the start's CSS stays listed; loaded already, it costs only its name.)
 */
export function preloadOnlyNew(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: Bundle = {};
  const closures = new Map<string, Set<string>>();
  let started = new Set<string>();
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
          const start = Object.keys(bundle).find((name) => START_MODULE.test(bundle[name]?.facadeModuleId ?? ''));
          started = start ? closure(start) : new Set<string>();
        },
      },
    },
    resolveDependencies: (file, deps, { hostId }) => {
      const loaded = closure(hostId);
      // The start's own import (from the entry) keeps its list: nothing of it is loaded yet.
      const afterStart = !started.has(file);
      return deps.filter((dep) => !loaded.has(dep) && !(afterStart && started.has(dep)));
    },
  };
}
