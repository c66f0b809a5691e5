// @ts-check
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { moduleSources, projectPath, ROOT } from './module-sources.js';

/**
 * No import cycles, in hand-written code and codegen alike: a cycle makes what a module sees at load time
 * depend on which module of the ring was imported first. Only imports that run count: `import type` is
 * erased, and an import() or import.meta.glob loads later, once every module of the ring has run.
 */
const EXTENSIONS = ['', '.ts', '.tsx', '.mts', '.js', '/index.ts', '/index.tsx'];

/** The file a project path names (an import leaves out the extension), or undefined. */
function fileOf(root, path) {
  for (const extension of EXTENSIONS) {
    const candidate = `${path}${extension}`;
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return undefined;
}

const edgesCache = new Map();

/** The project files a file on the disk imports at load time (parsed again only once the file changed: editors keep ESLint running). */
function edgesOnDisk(root, file) {
  const changed = statSync(join(root, file)).mtimeMs;
  const cached = edgesCache.get(file);
  if (cached?.changed === changed) return cached.edges;
  const edges = [];
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  for (const statement of source.statements) {
    let specifier;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      const typeOnly = clause?.isTypeOnly || (!clause?.name && !!named?.length && named.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = statement.moduleSpecifier;
    } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) specifier = statement.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) {
      const target = projectPath(root, join(root, file), specifier.text);
      const found = target === undefined ? undefined : fileOf(root, target);
      if (found) edges.push(found);
    }
  }
  edgesCache.set(file, { changed, edges });
  return edges;
}

/** A path of imports from `start` back to `file`, or undefined (depth-first, each file once). */
function pathBack(root, start, file) {
  const seen = new Set();
  const walk = (at) => {
    if (at === file) return [at];
    if (seen.has(at)) return undefined;
    seen.add(at);
    for (const next of edgesOnDisk(root, at)) {
      const rest = walk(next);
      if (rest) return [at, ...rest];
    }
    return undefined;
  };
  return walk(start);
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCycle = {
  meta: {
    type: 'problem',
    messages: { cycle: 'Import cycle: {{ring}}. Move what the modules of the ring share into a module of its own, which they all import.' },
    schema: [],
  },
  create(context) {
    const root = ROOT;
    const file = relative(root, context.filename).split('\\').join('/');
    if (file.startsWith('..') || file.startsWith('node_modules/')) return {};
    return moduleSources((node, source, kind) => {
      if (kind !== 'static') return;
      const target = projectPath(root, context.filename, source);
      const found = target === undefined ? undefined : fileOf(root, target);
      if (!found || found === file) return;
      const ring = pathBack(root, found, file);
      if (ring) context.report({ node, messageId: 'cycle', data: { ring: [file, ...ring].join(' → ') } });
    });
  },
};
