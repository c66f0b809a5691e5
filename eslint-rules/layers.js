// @ts-check
import { relative } from 'node:path';
import { moduleSources, projectPath, ROOT } from './module-sources.js';

/**
 * The layers (docs/architecture.md): src/shared → src/features/* → src/app, no feature imports another,
 * src/shared not even through generated/screens (which imports every feature's screens), the Node-only
 * sandbox stays out of the browser app and imports none of its UI, codegen stays out of the runtime and its stages import only those before them. Every way a module
 * names another counts: import, export from, import() and import.meta.glob, at any folder depth.
 */
const MESSAGES = {
  sandbox: 'src/sandbox is the Node-only sandbox API: the app must not import it.',
  sandboxUi:
    "The sandbox is the API: it imports generated/ and src/shared (the API's contract and shared rules), never a feature's or the app's code.",
  screens:
    "generated/screens imports every feature's screens: src/shared must not import it (the app hands screens down, src/app/router/screens.ts).",
  shared: 'src/shared is the bottom layer: it imports neither features nor the app.',
  app: 'A feature does not import src/app (the app composes the features).',
  feature: 'Features do not import each other: move what {{feature}} needs to src/shared.',
  leaves: 'A relative import that leaves the feature: use @/shared/… (features do not import each other or the app).',
  codegen: 'codegen emits generated/ from the spec and never imports the runtime in src/.',
  stage:
    "codegen's stages run load → link → checks → emit: codegen/{{stage}} imports only the stages before it, not codegen/{{later}} (move what both need to the earlier stage or to codegen/spec-types.ts).",
  computed: 'An import() of a computed source cannot be checked against the layers: import a literal path.',
  joining:
    "Only src/shared/campaign-files/ finds generated/'s files by pattern (it joins the campaigns' parts): import what it exports, or add the joining there.",
};

const inside = (path, folder) => path === folder || path.startsWith(`${folder}/`);

/**
 * codegen's stages in their order (codegen/pipeline.ts). codegen/spec-types.ts, the model, stands with the
 * first (it names load's types); the modules beside it that run the stages (pipeline, run, cli, write) come
 * after them all, so no stage reaches a later one through them.
 */
const STAGES = ['load', 'link', 'checks', 'emit'];
function stageOf(path) {
  // A target may be named without its extension (`../pipeline`).
  const file = path.endsWith('.ts') ? path : `${path}.ts`;
  if (file === 'codegen/spec-types.ts') return { index: 0, name: 'spec-types.ts' };
  const index = STAGES.findIndex((stage) => inside(path, `codegen/${stage}`));
  if (index >= 0) return { index, name: STAGES[index] };
  return /^codegen\/[^/]+\.ts$/.test(file) ? { index: STAGES.length, name: file.slice('codegen/'.length) } : undefined;
}

/** The layer rule a module breaks by naming `target` (a project path), if any. */
function broken(file, source, target) {
  if (inside(file, 'codegen')) {
    if (inside(target, 'src')) return { messageId: 'codegen' };
    const [own, named] = [stageOf(file), stageOf(target)];
    if (own && named && own.index < STAGES.length && named.index > own.index)
      return { messageId: 'stage', data: { stage: own.name, later: named.name } };
    return undefined;
  }
  if (!inside(file, 'src')) return undefined;
  if (inside(file, 'src/sandbox'))
    return inside(target, 'src/features') || inside(target, 'src/app') ? { messageId: 'sandboxUi' } : undefined;
  if (inside(target, 'src/sandbox')) return { messageId: 'sandbox' };
  if (inside(file, 'src/shared')) {
    if (/^generated\/screens(?:-[a-z]+)?(?:\.ts)?$/.test(target)) return { messageId: 'screens' };
    return inside(target, 'src/features') || inside(target, 'src/app') ? { messageId: 'shared' } : undefined;
  }
  const feature = /^src\/features\/([^/]+)\//.exec(file)?.[1];
  if (!feature) return undefined;
  const own = `src/features/${feature}`;
  if (source.startsWith('.') && !inside(target, own)) return { messageId: 'leaves' };
  if (inside(target, 'src/app')) return { messageId: 'app' };
  if (inside(target, 'src/features') && !inside(target, own)) return { messageId: 'feature', data: { feature } };
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const layers = {
  meta: { type: 'problem', messages: MESSAGES, schema: [] },
  create(context) {
    const root = ROOT;
    const file = relative(root, context.filename).split('\\').join('/');
    if (!inside(file, 'src') && !inside(file, 'codegen')) return {};
    return moduleSources((node, source, kind) => {
      if (kind === 'computed') {
        if (inside(file, 'src') && !inside(file, 'src/sandbox')) context.report({ node, messageId: 'computed' });
        return;
      }
      const target = projectPath(root, context.filename, source);
      // One place joins the campaigns' generated parts (generated/ itself holds data and types).
      if (kind === 'glob' && target !== undefined && inside(target, 'generated') && !inside(file, 'src/shared/campaign-files'))
        return context.report({ node, messageId: 'joining' });
      const problem = target === undefined ? undefined : broken(file, source, target);
      if (problem) context.report({ node, ...problem });
    });
  },
};
