/**
 * Every error the sandbox can answer has a text in the `exceptions` namespace of lt, en and ru (core §8):
 * an `{ Exception, Arguments }` body is shown by its Exception key, an `{ errors: [{ code }] }` body by its
 * first code + "Exception". The sandbox's sources are scanned (not run), so an exception added to any
 * handler, helper or raw response body fails this test until spec/i18n/<lang>/exceptions.yaml has its text.
 *
 * How errors are built (src/sandbox/errors.ts): `exception(status, 'Key', [arg0, arg1])` and
 * `errorCodes(status, { code: 'Code' }, ...)`, plus helpers there (`notFound`, `unauthorized`, ..) that call
 * `errorCodes` with a literal code, and hand-written bodies (`{ errors: [{ code: 'NotFound' }] }` in
 * node-server.ts). The scan lexes each file (comments dropped; strings, templates and regular expressions
 * masked) so that the calls can be spread over lines, use either quote style, trailing commas, an import
 * alias (`import { exception as fail }`) or a namespace import (`errors.exception(..)`). A key that is not
 * a string literal cannot be checked, so it fails the test with its file and line.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from '@generated/i18n/en';
import lt from '@generated/i18n/lt';
import ru from '@generated/i18n/ru';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SANDBOX = join(ROOT, 'src/sandbox');
const BUILDERS = ['exception', 'errorCodes'] as const;
type Builder = (typeof BUILDERS)[number];

const TEXTS = {
  lt: lt.exceptions as Record<string, unknown>,
  en: en.exceptions as Record<string, unknown>,
  ru: ru.exceptions as Record<string, unknown>,
};

// ---------------------------------------------------------------------------------------------------------
// A small TypeScript lexer: enough to tell code from comments, strings, templates and regular expressions.

interface StringToken {
  start: number; // offset of the opening quote
  end: number; // offset after the closing quote
  value: string | null; // null: a template literal with ${..} substitutions
}

interface Lexed {
  /** The source with comments blanked and the insides of strings, templates and regexps masked. */
  code: string;
  /** The string literals, by offset of their opening quote. */
  strings: Map<number, StringToken>;
}

const REGEX_AFTER_CHAR = new Set([...'(,=:[!&|?{};+-*%<>~^']);
const REGEX_AFTER_WORD = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'yield',
  'await',
]);

function unescape(raw: string): string {
  return raw.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|[\s\S])/g, (_, esc: string) => {
    if (esc.startsWith('u{')) return String.fromCodePoint(parseInt(esc.slice(2, -1), 16));
    if (esc[0] === 'u' || esc[0] === 'x') return String.fromCharCode(parseInt(esc.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r', '0': '\0' } as Record<string, string>)[esc] ?? esc;
  });
}

function lex(source: string): Lexed {
  const out = [...source];
  const strings = new Map<number, StringToken>();
  const blank = (from: number, to: number) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  // Braces opened in code; 'template' marks the `${` that returns to a template literal at its `}`.
  const braces: ('code' | 'template')[] = [];
  let lastSignificant = ''; // the last code character that was not white space (regex or division?)
  let lastWord = '';
  let i = 0;

  const readTemplate = (open: number): number => {
    // i is just after the backtick (or the `}` closing a substitution); read to the closing backtick or `${`
    let j = open;
    while (j < source.length) {
      const c = source[j];
      if (c === '\\') j += 2;
      else if (c === '`') return j;
      else if (c === '$' && source[j + 1] === '{') return j;
      else j++;
    }
    return j;
  };
  const templateStarts: { start: number; simple: boolean }[] = [];

  while (i < source.length) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? source.length : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      strings.set(i, { start: i, end: j + 1, value: unescape(source.slice(i + 1, j)) });
      blank(i + 1, j);
      i = j + 1;
      lastSignificant = c;
      lastWord = '';
    } else if (c === '`' || (c === '}' && braces[braces.length - 1] === 'template')) {
      if (c === '}') braces.pop();
      else templateStarts.push({ start: i, simple: true });
      const stop = readTemplate(i + 1);
      blank(i + 1, stop);
      if (source[stop] === '$') {
        templateStarts[templateStarts.length - 1]!.simple = false;
        braces.push('template');
        i = stop + 2;
        lastSignificant = '{';
      } else {
        const template = templateStarts.pop()!;
        strings.set(template.start, {
          start: template.start,
          end: stop + 1,
          value: template.simple ? unescape(source.slice(template.start + 1, stop)) : null,
        });
        i = stop + 1;
        lastSignificant = '`';
      }
      lastWord = '';
    } else if (c === '/' && (lastSignificant === '' || REGEX_AFTER_CHAR.has(lastSignificant) || REGEX_AFTER_WORD.has(lastWord))) {
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const r = source[j];
        if (r === '\\') j++;
        else if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j++;
      }
      blank(i + 1, j);
      i = j + 1;
      lastSignificant = '/';
      lastWord = '';
    } else {
      if (c === '{') braces.push('code');
      else if (c === '}') braces.pop();
      if (/\S/.test(c)) {
        lastSignificant = c;
        lastWord = /[\w$]/.test(c) ? (/[\w$]/.test(source[i - 1] ?? '') ? lastWord + c : c) : '';
      }
      i++;
    }
  }
  return { code: out.join(''), strings };
}

// ---------------------------------------------------------------------------------------------------------
// Reading expressions out of the lexed code.

const OPEN = '([{';
const CLOSE = ')]}';

/** The offset of the bracket closing the one at `open`. */
function closing(code: string, open: number): number {
  let depth = 0;
  for (let k = open; k < code.length; k++) {
    if (OPEN.includes(code[k]!)) depth++;
    else if (CLOSE.includes(code[k]!) && --depth === 0) return k;
  }
  throw new Error(`unbalanced bracket at ${open}`);
}

interface Range {
  start: number;
  end: number;
}

/** The comma-separated items between the bracket at `open` and its match, trimmed, empty ones dropped. */
function items(code: string, open: number): Range[] {
  const close = closing(code, open);
  const ranges: Range[] = [];
  let depth = 0;
  let start = open + 1;
  const push = (end: number) => {
    const text = code.slice(start, end);
    if (text.trim()) ranges.push({ start: start + text.search(/\S/), end: end - (text.length - text.trimEnd().length) });
  };
  for (let k = open + 1; k < close; k++) {
    const c = code[k]!;
    if (OPEN.includes(c)) depth++;
    else if (CLOSE.includes(c)) depth--;
    else if (c === ',' && depth === 0) {
      push(k);
      start = k + 1;
    }
  }
  push(close);
  return ranges;
}

/** The value of a string literal that is the whole of `range` (`as const` allowed), else undefined. */
function literal(lexed: Lexed, range: Range): string | undefined {
  const token = lexed.strings.get(range.start);
  if (!token || token.value === null) return undefined;
  return /^\s*(as\s+const\s*)?$/.test(lexed.code.slice(token.end, range.end)) ? token.value : undefined;
}

/** How many Arguments an array literal passes; null when that cannot be told (a variable, a spread). */
function argumentCount(lexed: Lexed, range: Range | undefined): number | null {
  if (!range) return 0;
  const text = lexed.code.slice(range.start, range.end);
  if (/^(undefined|null)$/.test(text)) return 0;
  if (text[0] !== '[' || closing(lexed.code, range.start) !== range.end - 1) return null;
  const elements = items(lexed.code, range.start);
  return elements.some((e) => lexed.code.startsWith('...', e.start)) ? null : elements.length;
}

/** The value range of property `name` of the object literal whose `{` is at `open` (quoted keys too). */
function property(lexed: Lexed, open: number, name: string): Range | 'shorthand' | undefined {
  for (const item of items(lexed.code, open)) {
    const text = lexed.code.slice(item.start, item.end);
    if (text === name) return 'shorthand';
    const key = lexed.strings.get(item.start)?.value ?? /^[\w$]+/.exec(text)?.[0];
    const keyEnd = lexed.strings.get(item.start)?.end ?? item.start + (key?.length ?? 0);
    const colon = /^\s*:\s*/.exec(lexed.code.slice(keyEnd, item.end));
    if (key === name && colon) return { start: keyEnd + colon[0].length, end: item.end };
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------------
// The scan.

interface Site {
  file: string;
  line: number;
  /** Arguments passed for {0}, {1}..; null when the scan cannot tell. */
  args: number | null;
}

interface Scan {
  keys: Map<string, Site[]>;
  /** Places where the key cannot be read statically. */
  problems: string[];
}

function sandboxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sandboxFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names under which a file calls the two builders of errors.ts. */
function builderNames(lexed: Lexed, source: string, isErrorsModule: boolean): Map<string, Builder> {
  const names = new Map<string, Builder>();
  if (isErrorsModule) for (const builder of BUILDERS) names.set(builder, builder);
  const fromErrors = /import\s+(?:type\s+)?([^;]*?)\s+from\s*(['"])([^'"]*\/errors(?:\.[jt]s)?)\2/g;
  for (const match of lexed.code.matchAll(/\bimport\b[^;]*?\bfrom\s*['"]\s*['"]/g)) {
    // the module specifier is masked in `code`; read the import from the source at the same offset
    const statement = source.slice(match.index, match.index + match[0].length);
    for (const parsed of statement.matchAll(fromErrors)) {
      const clause = parsed[1]!;
      const namespace = /\*\s*as\s+([\w$]+)/.exec(clause)?.[1];
      if (namespace) for (const builder of BUILDERS) names.set(`${namespace}.${builder}`, builder);
      for (const specifier of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
        const [imported, local] = specifier
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/);
        if (BUILDERS.includes(imported as Builder)) names.set(local ?? imported!, imported as Builder);
      }
    }
  }
  return names;
}

/** The ranges of the builders' own definitions in errors.ts, where the key is a parameter by design. */
function builderDefinitions(lexed: Lexed): Range[] {
  const ranges: Range[] = [];
  for (const match of lexed.code.matchAll(new RegExp(`\\bfunction\\s+(${BUILDERS.join('|')})\\s*(?:<[^>]*>)?\\s*\\(`, 'g'))) {
    const params = match.index + match[0].length - 1;
    const body = lexed.code.indexOf('{', closing(lexed.code, params));
    ranges.push({ start: match.index, end: closing(lexed.code, body) + 1 });
  }
  return ranges;
}

function scanSandbox(): Scan {
  const keys = new Map<string, Site[]>();
  const problems: string[] = [];

  for (const path of sandboxFiles(SANDBOX)) {
    const source = readFileSync(path, 'utf8');
    const lexed = lex(source);
    const { code } = lexed;
    const file = relative(ROOT, path);
    const isErrorsModule = /(^|[/\\])errors\.ts$/.test(path);
    const lineOf = (offset: number) => source.slice(0, offset).split('\n').length;
    const add = (key: string, offset: number, args: number | null) => {
      const sites = keys.get(key) ?? [];
      sites.push({ file, line: lineOf(offset), args });
      keys.set(key, sites);
    };
    const problem = (offset: number, what: string) => problems.push(`${file}:${lineOf(offset)}: ${what}`);

    // 1. Calls of exception(status, key, args?) and errorCodes(status, { code }, ...).
    const names = builderNames(lexed, source, isErrorsModule);
    if (names.size) {
      const callee = [...names.keys()].map(escapeRegExp).join('|');
      const calls = new RegExp(`(?<![\\w$.])(${callee})\\s*(?:<[^<>()]*>\\s*)?\\(`, 'g');
      for (const match of code.matchAll(calls)) {
        if (/\bfunction\s*$/.test(code.slice(0, match.index))) continue; // the definition itself
        const open = match.index + match[0].length - 1;
        const [, key, third, ...rest] = items(code, open);
        if (names.get(match[1]!) === 'exception') {
          const name = key && literal(lexed, key);
          if (name === undefined) problem(match.index, `${match[1]}(..) with a key that is not a string literal`);
          else add(name, match.index, rest.length ? null : argumentCount(lexed, third));
        } else {
          const first = key && code[key.start] === '{' ? property(lexed, key.start, 'code') : undefined;
          const value = first && first !== 'shorthand' ? literal(lexed, first) : undefined;
          if (value === undefined) problem(match.index, `${match[1]}(..) whose first error has no string-literal code`);
          else add(`${value}Exception`, match.index, 0);
        }
      }
    }

    // 2. Bodies written by hand: { Exception: 'Key', Arguments: [..] } and { errors: [{ code: 'Code' }] }.
    const skip = isErrorsModule ? builderDefinitions(lexed) : [];
    const inBuilder = (offset: number) => skip.some((r) => offset >= r.start && offset < r.end);
    const enclosingObject = (offset: number): number | undefined => {
      let depth = 0;
      for (let k = offset - 1; k >= 0; k--) {
        const c = code[k]!;
        if (CLOSE.includes(c)) depth++;
        else if (OPEN.includes(c)) {
          if (depth === 0) return c === '{' ? k : undefined;
          depth--;
        }
      }
      return undefined;
    };
    for (const property_ of ['Exception', 'errors'] as const) {
      const keysAt = [
        ...[...code.matchAll(new RegExp(`(?<![\\w$.])${property_}\\s*\\??\\s*:`, 'g'))].map((m) => m.index),
        ...[...lexed.strings.values()].filter((s) => s.value === property_ && /^\s*:/.test(code.slice(s.end))).map((s) => s.start),
      ];
      for (const at of keysAt) {
        if (inBuilder(at)) continue;
        const object = enclosingObject(at);
        if (object === undefined) continue; // not a property of an object literal (a type's member, a label)
        const value = property(lexed, object, property_);
        if (value === undefined || value === 'shorthand') {
          if (value === 'shorthand') problem(at, `{ ${property_} } shorthand: the key cannot be read`);
          continue;
        }
        const valueText = code.slice(value.start, value.end);
        if (/^(string|unknown|any)\b/.test(valueText) || /^[\w$.<>[\]|\s']*;/.test(valueText)) continue; // a type annotation
        if (property_ === 'Exception') {
          const name = literal(lexed, value);
          if (name === undefined) problem(at, 'an Exception body whose key is not a string literal');
          else {
            const args = property(lexed, object, 'Arguments');
            add(name, at, args === 'shorthand' ? null : argumentCount(lexed, args));
          }
        } else {
          if (code[value.start] !== '[') {
            problem(at, 'an errors body that is not an array literal');
            continue;
          }
          const [first] = items(code, value.start);
          const codeValue = first && code[first.start] === '{' ? property(lexed, first.start, 'code') : undefined;
          const name = codeValue && codeValue !== 'shorthand' ? literal(lexed, codeValue) : undefined;
          if (name === undefined) problem(at, 'an errors body whose first error has no string-literal code');
          else add(`${name}Exception`, at, 0);
        }
      }
    }
  }
  return { keys, problems };
}

// ---------------------------------------------------------------------------------------------------------

const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\d+)\}/g)].map((m) => Number(m[1])))].sort((a, b) => a - b);

const scan = scanSandbox();
const sandboxKeys = [...scan.keys.keys()].sort();

/** The fewest Arguments any answer with this key passes (every answer must fill every placeholder). */
function fewestArguments(key: string): number | null {
  const known = scan.keys
    .get(key)!
    .map((site) => site.args)
    .filter((n): n is number => n !== null);
  return known.length ? Math.min(...known) : null;
}

describe('exception texts for every error the sandbox answers (core §8, campaigns §8)', () => {
  it('reads every error key in src/sandbox statically', () => {
    expect(scan.problems, 'use a string literal key so the texts can be checked').toEqual([]);
  });

  it('finds the answers it knows of (a guard against a scan that silently finds nothing)', () => {
    const known: Record<string, number> = {
      InvalidVoucherException: 1,
      InvalidMsisdnException: 1,
      InsufficientBalanceException: 2,
      AmountOutOfRangeException: 2,
      InsufficientPointsException: 2,
      CardNotFoundException: 0,
      InvalidRequestException: 0,
      NotFoundException: 0,
      InternalServerErrorException: 0,
      UnauthorizedException: 0,
      ServiceUnavailableException: 0,
    };
    for (const [key, args] of Object.entries(known)) {
      expect(scan.keys.has(key), `${key} not found in src/sandbox`).toBe(true);
      expect(fewestArguments(key), `Arguments of ${key}`).toBe(args);
    }
    expect(sandboxKeys.length).toBeGreaterThan(40);
  });

  it('answers with keys shaped as the API names them', () => {
    for (const key of sandboxKeys)
      expect(
        key,
        scan.keys
          .get(key)!
          .map((s) => `${s.file}:${s.line}`)
          .join(', '),
      ).toMatch(/^[A-Z][A-Za-z0-9]*Exception$/);
  });

  describe.each(sandboxKeys)('%s', (key) => {
    const where = scan.keys
      .get(key)!
      .map((site) => `${site.file}:${site.line}`)
      .join(', ');
    const fewest = fewestArguments(key);

    it.each(Object.keys(TEXTS) as (keyof typeof TEXTS)[])('has a %s text that fills only what the sandbox passes', (lang) => {
      const text = TEXTS[lang][key];
      expect(
        typeof text === 'string' && text.trim() !== '',
        `add ${key} to spec/i18n/${lang}/exceptions.yaml (answered at ${where}) and run npm run codegen`,
      ).toBe(true);
      const used = placeholders(text as string);
      if (fewest !== null) {
        expect(
          used.filter((n) => n >= fewest),
          `${lang} ${key} uses placeholders the sandbox does not fill (an answer passes only ${fewest} Arguments; answered at ${where})`,
        ).toEqual([]);
      }
    });

    it('uses the same placeholders in lt, en and ru', () => {
      const sets = Object.fromEntries(Object.entries(TEXTS).map(([lang, texts]) => [lang, placeholders(String(texts[key] ?? ''))]));
      expect(sets.en, `${key}: en vs lt`).toEqual(sets.lt);
      expect(sets.ru, `${key}: ru vs lt`).toEqual(sets.lt);
    });
  });

  it("numbers every exception text's placeholders consecutively from {0}", () => {
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [key, text] of Object.entries(texts)) {
        const used = placeholders(String(text));
        expect(used, `${lang} ${key}: "${String(text)}"`).toEqual(used.map((_, index) => index));
      }
    }
  });
});
