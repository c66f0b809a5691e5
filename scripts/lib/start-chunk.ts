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
  };
  return { plugin, test: (id) => atStart.has(id) };
}
