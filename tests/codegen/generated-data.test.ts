import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * generated/ is data and types (issue 53): what a module does when it is imported is the runtime's, written
 * by hand and linted. At a module's top level only imports, exports, types (`declare module` too) and
 * `const` data: literals, references to other data, a Set or Map of them, and lazy `import()`s (the route
 * table's screens, the text and form loaders: a reference the bundler splits, which runs nothing).
 * The campaigns' parts are joined by src/shared/campaign-files/, the loaders are src/shared/i18n/load-namespace.ts
 * and src/shared/forms/load-form.ts. The modules that still run code are listed by why; a new one fails here.
 */
const root = fileURLToPath(new URL('../../generated/', import.meta.url));

const STILL_CODE = {
  // The precompiled validators' wrappers (rjsf's validator-ajv8 way: compiled at codegen, never in the browser).
  validators: ['validation/index.ts'],
};

const lazyImport = (body: ts.Node): boolean => {
  const isImport = (n: ts.Node) =>
    ts.isCallExpression(n) &&
    n.expression.kind === ts.SyntaxKind.ImportKeyword &&
    n.arguments.length === 1 &&
    ts.isStringLiteral(n.arguments[0]!);
  if (isImport(body)) return true;
  if (!ts.isCallExpression(body) || !ts.isPropertyAccessExpression(body.expression) || body.expression.name.text !== 'then') return false;
  const [pick] = body.arguments;
  return (
    isImport(body.expression.expression) &&
    body.arguments.length === 1 &&
    !!pick &&
    ts.isArrowFunction(pick) &&
    pick.parameters.length === 1 &&
    ts.isPropertyAccessExpression(pick.body) &&
    ts.isIdentifier(pick.body.expression)
  );
};

function isData(expr: ts.Expression): boolean {
  if (ts.isParenthesizedExpression(expr) || ts.isAsExpression(expr) || ts.isSatisfiesExpression(expr)) return isData(expr.expression);
  if (ts.isStringLiteral(expr) || ts.isNumericLiteral(expr) || ts.isNoSubstitutionTemplateLiteral(expr)) return true;
  if ([ts.SyntaxKind.TrueKeyword, ts.SyntaxKind.FalseKeyword, ts.SyntaxKind.NullKeyword].includes(expr.kind)) return true;
  if (ts.isPrefixUnaryExpression(expr)) return ts.isNumericLiteral(expr.operand);
  if (ts.isIdentifier(expr)) return true;
  if (ts.isPropertyAccessExpression(expr)) return isData(expr.expression);
  if (ts.isNewExpression(expr))
    return ts.isIdentifier(expr.expression) && ['Set', 'Map'].includes(expr.expression.text) && (expr.arguments ?? []).every(isData);
  if (ts.isArrowFunction(expr)) return expr.parameters.length === 0 && lazyImport(expr.body);
  if (ts.isArrayLiteralExpression(expr))
    return expr.elements.every((e) => (ts.isSpreadElement(e) ? ts.isIdentifier(e.expression) : isData(e)));
  if (ts.isObjectLiteralExpression(expr))
    return expr.properties.every((p) =>
      ts.isPropertyAssignment(p)
        ? isData(p.initializer)
        : ts.isShorthandPropertyAssignment(p) ||
          (ts.isSpreadAssignment(p) && (ts.isIdentifier(p.expression) || ts.isPropertyAccessExpression(p.expression))),
    );
  return false;
}

/** The top-level statements of a module that are not data or types, as `line: text`. */
function codeIn(file: string, text: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  return source.statements
    .filter((st) => {
      if (ts.isImportDeclaration(st) || ts.isExportDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isInterfaceDeclaration(st))
        return false;
      if (ts.isModuleDeclaration(st) && st.modifiers?.some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)) return false;
      if (ts.isVariableStatement(st) && st.declarationList.flags & ts.NodeFlags.Const)
        return !st.declarationList.declarations.every((d) => d.initializer && isData(d.initializer));
      return !(ts.isExportAssignment(st) && isData(st.expression));
    })
    .map((st) => `${source.getLineAndCharacterOfPosition(st.getStart()).line + 1}: ${st.getText().split('\n')[0]!.slice(0, 80)}`);
}

const modules = (readdirSync(root, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts')).sort();

describe('generated/ holds data and types', () => {
  it('every module but those listed runs no code when imported', () => {
    const withCode = modules.filter((file) => codeIn(file, readFileSync(`${root}${file}`, 'utf8')).length > 0);
    expect(withCode).toEqual(Object.values(STILL_CODE).flat().sort());
    expect(modules.length).toBeGreaterThan(200);
  });

  it('tells code from data: a call, a function, import.meta, a computed value', () => {
    expect(codeIn('x.ts', "export const a = { b: [1, 'c', null, -2], d: other.e } as const;\nexport type T = string;")).toEqual([]);
    expect(
      codeIn('x.ts', "export const screens = { Home: () => import('./Home'), Form: () => import('./f').then((m) => m.form) };"),
    ).toEqual([]);
    expect(codeIn('x.ts', "declare module './routes' { interface RouteParams { A: string } }\nexport const s = new Set(['a']);")).toEqual(
      [],
    );
    expect(codeIn('x.ts', 'export const a = Object.fromEntries([]);')).toEqual(['1: export const a = Object.fromEntries([]);']);
    expect(codeIn('x.ts', 'export function f() {}')).toEqual(['1: export function f() {}']);
    expect(codeIn('x.ts', 'const g = import.meta.glob("./*.ts");')).toHaveLength(1);
    expect(codeIn('x.ts', 'export const h = (v: number) => v + 1;')).toHaveLength(1);
    expect(codeIn('x.ts', 'export let i = 1;')).toHaveLength(1);
    expect(codeIn('x.ts', 'export const j = `${k}`;')).toHaveLength(1);
    // A namespace table that spreads other data (the route texts of two namespaces) is data; a spread call is not.
    expect(codeIn('x.ts', 'const r = { a, routes: { ...routes, ...b.routes } };')).toEqual([]);
    expect(codeIn('x.ts', 'const s = { ...join(a) };')).toHaveLength(1);
  });
});
