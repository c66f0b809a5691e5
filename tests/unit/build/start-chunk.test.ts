import { describe, expect, it } from 'vitest';
import { startChunk } from '../../../scripts/lib/start-chunk';

/** A module graph: the entry imports the start module dynamically; start imports 60 modules, each its own. */
const START = '/src/app/start.tsx';
const modules = Array.from({ length: 60 }, (_, index) => `/src/m${index}.ts`);
const graph: Record<string, { isEntry: boolean; importedIds: string[] }> = {
  '/src/main.tsx': { isEntry: true, importedIds: ['/src/early.ts'] },
  '/src/early.ts': { isEntry: false, importedIds: [] },
  [START]: { isEntry: false, importedIds: modules },
  ...Object.fromEntries(modules.map((id) => [id, { isEntry: false, importedIds: ['/src/early.ts'] }])),
};

function run(bundle: Record<string, object>) {
  const { plugin, test } = startChunk(START);
  const context = {
    getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
    getModuleInfo: (id: string) => graph[id],
    error: (message: string) => {
      throw new Error(message);
    },
  };
  (plugin.buildEnd as (this: unknown) => void).call(context);
  const generate = () => (plugin.generateBundle as (this: unknown, o: unknown, b: unknown) => void).call(context, {}, bundle);
  return { test, generate };
}

const chunk = (fileName: string, moduleIds: string[], imports: string[] = [], isEntry = false) => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports,
  isEntry,
});

describe('the start chunk (issue 37)', () => {
  it("takes the start module's static imports, not the start module itself nor what the entry runs", () => {
    const { test } = run({});
    expect(modules.every(test)).toBe(true);
    expect(test(START)).toBe(false);
    expect(test('/src/early.ts')).toBe(false);
  });

  it('passes a build where they are one chunk that imports only the entry and the runtime helpers', () => {
    const { generate } = run({
      'entry.js': chunk('entry.js', ['/src/main.tsx', '/src/early.ts'], [], true),
      'runtime.js': chunk('runtime.js', ['\0rolldown/runtime.js']),
      'start.js': chunk('start.js', modules, ['entry.js', 'runtime.js']),
    });
    expect(generate).not.toThrow();
  });

  it('stops a build where something would run between the start modules, naming it', () => {
    const { generate } = run({
      'entry.js': chunk('entry.js', ['/src/main.tsx', '/src/early.ts'], [], true),
      'shared.js': chunk('shared.js', ['/node_modules/some-lib/index.js']),
      'start.js': chunk('start.js', modules, ['entry.js', 'shared.js']),
    });
    expect(generate).toThrow(
      'start-chunk: start.js imports shared.js (some-lib/index.js), which would run between the start modules; set output.strictExecutionOrder, or keep those modules in the group',
    );
  });

  it('stops a build where the start modules fell into more than one chunk', () => {
    const { generate } = run({
      'a.js': chunk('a.js', modules.slice(0, 30)),
      'b.js': chunk('b.js', modules.slice(30)),
    });
    expect(generate).toThrow('start-chunk: the start modules are in 2 chunks (a.js, b.js), not one');
  });
});
