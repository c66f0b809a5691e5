// @ts-check
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath, URL } from 'node:url';

/** The project's root: this folder's parent, wherever ESLint was started from (an editor's workspace). */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What a module names of the project, for the layer and cycle rules: every static import and re-export,
 * every import() (a computed one cannot be checked, so it is reported), and every import.meta.glob
 * pattern (Vite bundles its matches as if each were imported by name).
 */

/** A source as a project path (posix, from the root), or undefined for a package. */
export function projectPath(root, file, source) {
  const from = relative(root, file).split('\\').join('/');
  let path;
  if (source.startsWith('@/')) path = `src/${source.slice(2)}`;
  else if (source.startsWith('@generated/')) path = `generated/${source.slice('@generated/'.length)}`;
  else if (source.startsWith('.')) path = join(dirname(from), source);
  else if (source.startsWith('/'))
    path = source.slice(1); // Vite's root-relative glob
  else return undefined;
  return normalize(path).split('\\').join('/');
}

/**
 * Calls `visit(node, source, kind)` for each module source of the file: kind `static` (import, export
 * from), `type` (import type), `dynamic` (import()), `glob` (import.meta.glob; its fixed part, up to the
 * first wildcard); `computed` for an import() whose source is not a literal.
 */
export function moduleSources(visit) {
  const literal = (node) =>
    node?.type === 'Literal' && typeof node.value === 'string'
      ? node.value
      : node?.type === 'TemplateLiteral' && node.expressions.length === 0
        ? node.quasis[0].value.cooked
        : undefined;
  const fromDeclaration = (node) => {
    if (!node.source) return;
    const typeOnly =
      node.importKind === 'type' ||
      node.exportKind === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));
    visit(node, node.source.value, typeOnly ? 'type' : 'static');
  };
  return {
    ImportDeclaration: fromDeclaration,
    ExportNamedDeclaration: fromDeclaration,
    ExportAllDeclaration: fromDeclaration,
    ImportExpression(node) {
      const source = literal(node.source);
      visit(node, source ?? '', source === undefined ? 'computed' : 'dynamic');
    },
    CallExpression(node) {
      const callee = node.callee;
      const isGlob =
        callee.type === 'MemberExpression' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'glob' &&
        callee.object.type === 'MetaProperty';
      if (!isGlob) return;
      const first = node.arguments[0];
      const patterns = first?.type === 'ArrayExpression' ? first.elements.map(literal) : [literal(first)];
      for (const pattern of patterns) {
        if (pattern === undefined) visit(node, '', 'computed');
        else if (!pattern.startsWith('!')) visit(node, pattern.replace(/[*{[?].*$/, ''), 'glob');
      }
    },
  };
}
