import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every error key the sandbox can answer, read from its sources with TypeScript's parser (not run), so
 * that an exception added to any handler, helper or raw response body is found however it is written:
 * spread over lines, either quote style, an import alias (`import { exception as fail }`) or a namespace
 * import (`errors.exception(..)`). How errors are built (src/sandbox/errors.ts): `exception(status, 'Key',
 * [arg0, arg1])`, `errorCodes(status, { code: 'Code' }, ...)` and bodies written by hand
 * (`{ Exception: 'Key', Arguments: [..] }`, `{ errors: [{ code: 'NotFound' }] }`). A key that is not a
 * string literal cannot be checked: it is a problem, with its file and line.
 */
export interface Site {
  file: string;
  line: number;
  /** Arguments passed for {0}, {1}..; null when the scan cannot tell. */
  args: number | null;
}

export interface Scan {
  keys: Map<string, Site[]>;
  /** Places where the key cannot be read statically. */
  problems: string[];
}

const BUILDERS = ['exception', 'errorCodes'] as const;
type Builder = (typeof BUILDERS)[number];
const isBuilder = (name: string): name is Builder => (BUILDERS as readonly string[]).includes(name);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A string literal's value (`'Key'`, `'Key' as const`), else undefined. */
function literal(node: ts.Node | undefined): string | undefined {
  while (node && (ts.isAsExpression(node) || ts.isParenthesizedExpression(node) || ts.isSatisfiesExpression(node))) node = node.expression;
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
}

/** How many Arguments an array literal passes; null when that cannot be told (a variable, a spread). */
function argumentCount(node: ts.Expression | undefined): number | null {
  if (!node || node.kind === ts.SyntaxKind.NullKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return 0;
  if (!ts.isArrayLiteralExpression(node) || node.elements.some(ts.isSpreadElement)) return null;
  return node.elements.length;
}

/** The value of property `name` of an object literal: its expression, 'shorthand', or undefined. */
function property(object: ts.Node | undefined, name: string): ts.Expression | 'shorthand' | undefined {
  if (!object || !ts.isObjectLiteralExpression(object)) return undefined;
  for (const element of object.properties) {
    if (ts.isShorthandPropertyAssignment(element) && element.name.text === name) return 'shorthand';
    if (
      ts.isPropertyAssignment(element) &&
      (ts.isIdentifier(element.name) || ts.isStringLiteral(element.name)) &&
      element.name.text === name
    )
      return element.initializer;
  }
  return undefined;
}

/** The names under which a file calls the two builders of errors.ts (`fail`, `errors.exception`). */
function builderNames(source: ts.SourceFile, isErrorsModule: boolean): Map<string, Builder> {
  const names = new Map<string, Builder>();
  if (isErrorsModule) for (const builder of BUILDERS) names.set(builder, builder);
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !/\/errors(\.[jt]s)?$/.test(literal(statement.moduleSpecifier) ?? '')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) for (const builder of BUILDERS) names.set(`${bindings.name.text}.${builder}`, builder);
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements) {
        const imported = (element.propertyName ?? element.name).text;
        if (isBuilder(imported)) names.set(element.name.text, imported);
      }
  }
  return names;
}

export function scanSandbox(root: string): Scan {
  const keys = new Map<string, Site[]>();
  const problems: string[] = [];
  for (const path of files(join(root, 'src/sandbox'))) {
    const file = relative(root, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const isErrorsModule = /(^|[/\\])errors\.ts$/.test(path);
    const names = builderNames(source, isErrorsModule);
    const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
    const add = (key: string, node: ts.Node, args: number | null) =>
      keys.set(key, [...(keys.get(key) ?? []), { file, line: lineOf(node), args }]);
    const problem = (node: ts.Node, what: string) => problems.push(`${file}:${lineOf(node)}: ${what}`);

    const visit = (node: ts.Node): void => {
      // The builders' own definitions, where the key is a parameter by design.
      if (isErrorsModule && ts.isFunctionDeclaration(node) && node.name && isBuilder(node.name.text)) return;
      if (ts.isCallExpression(node)) {
        const callee = ts.isIdentifier(node.expression)
          ? node.expression.text
          : ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)
            ? `${node.expression.expression.text}.${node.expression.name.text}`
            : '';
        const builder = names.get(callee);
        const [, key, third, ...rest] = node.arguments;
        if (builder === 'exception') {
          const name = literal(key);
          if (name === undefined) problem(node, `${callee}(..) with a key that is not a string literal`);
          else add(name, node, rest.length ? null : argumentCount(third));
        } else if (builder === 'errorCodes') {
          const code = property(key, 'code');
          const value = code === 'shorthand' ? undefined : literal(code);
          if (value === undefined) problem(node, `${callee}(..) whose first error has no string-literal code`);
          else add(`${value}Exception`, node, 0);
        }
      }
      if (ts.isObjectLiteralExpression(node)) {
        const exception = property(node, 'Exception');
        if (exception === 'shorthand') problem(node, '{ Exception } shorthand: the key cannot be read');
        else if (exception) {
          const name = literal(exception);
          const args = property(node, 'Arguments');
          if (name === undefined) problem(node, 'an Exception body whose key is not a string literal');
          else add(name, node, args === 'shorthand' ? null : argumentCount(args));
        }
        const errors = property(node, 'errors');
        if (errors === 'shorthand') problem(node, '{ errors } shorthand: the key cannot be read');
        else if (errors) {
          const first = ts.isArrayLiteralExpression(errors) ? property(errors.elements[0], 'code') : undefined;
          const name = first === 'shorthand' ? undefined : literal(first);
          if (name === undefined) problem(node, 'an errors body whose first error has no string-literal code');
          else add(`${name}Exception`, node, 0);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { keys, problems };
}
