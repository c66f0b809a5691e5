import type { Plugin } from 'vite';

/**
 * One chunk for what every page runs at start (issue 37): the app's start module (src/app/start.tsx,
 * which the entry imports as soon as it runs) and what it imports statically, at any depth. Left to
 * the automatic split, the modules a lazy screen imports too fell into a dozen small shared chunks of
 * 0.1-3.5 kB, and each chunk costs its import and export glue and its own compression on every page.
 * They all load before the first render whatever the page, so joining them costs no page anything it
 * did not load already. What the entry imports itself stays in the entry (the early-click capture runs
 * before the start chunk has arrived).
 */
export function startChunk(startModule: string): { plugin: Plugin; test: (id: string) => boolean } {
  const atStart = new Set<string>();
  const plugin: Plugin = {
    name: 'portal:start-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (from: string[]) => {
        const found = new Set<string>();
        for (const queue = [...from]; queue.length;) {
          const id = queue.pop()!;
          if (found.has(id)) continue;
          found.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return found;
      };
      const entries = closure([...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry));
      atStart.clear();
      // The start module keeps a chunk of its own, which imports this one: the build's manifest still names
      // it (src/app/start.tsx), which the prerender, the budgets and the tests read.
      for (const id of closure([startModule])) if (!entries.has(id) && id !== startModule) atStart.add(id);
      if (atStart.size < 50) this.error(`start-chunk: ${startModule} imports only ${atStart.size} modules; is it still the app's start?`);
    },
    // The group takes its modules without what they import (includeDependenciesRecursively: false), which
    // is safe only as long as nothing must run between them: every one of them is in the one chunk, and
    // that chunk imports no chunk but the entry, which has run before it is asked for (and the bundler's
    // runtime helpers). Else modules would run out of their source order, so the build stops and says which.
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const holding = chunks.filter((chunk) => chunk.moduleIds.some((id) => atStart.has(id)));
      const [chunk] = holding;
      if (!chunk || holding.length > 1) {
        this.error(
          `start-chunk: the start modules are in ${holding.length} chunks (${holding.map((c) => c.fileName).join(', ')}), not one`,
        );
      }
      const left = [...atStart].filter((id) => !chunk.moduleIds.includes(id) && chunks.some((c) => c.moduleIds.includes(id)));
      if (left.length)
        this.error(`start-chunk: ${left.length} start modules are outside ${chunk.fileName}: ${left.slice(0, 3).join(', ')}`);
      const entries = new Set(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      // Rolldown's own runtime helpers (virtual modules, \0…) define functions and run nothing of the app's.
      const runtimeOnly = (file: string) => ((bundle[file] as { moduleIds?: string[] }).moduleIds ?? []).every((id) => id.startsWith('\0'));
      const before = chunk.imports.filter((file) => !entries.has(file) && !runtimeOnly(file));
      if (before.length) {
        const named = before.map((file) => {
          const ids = (bundle[file] as { moduleIds?: string[] }).moduleIds ?? [];
          return `${file} (${ids
            .slice(0, 3)
            .map((id) => id.replace(/^.*node_modules\//, ''))
            .join(', ')}${ids.length > 3 ? ', …' : ''})`;
        });
        this.error(
          `start-chunk: ${chunk.fileName} imports ${named.join(', ')}, which would run between the start modules; ` +
            'set output.strictExecutionOrder, or keep those modules in the group',
        );
      }
    },
  };
  return { plugin, test: (id) => atStart.has(id) };
}
