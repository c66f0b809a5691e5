import type { LineCounter, YAMLError } from 'yaml';

export interface ExplainedYamlError {
  line: number;
  col: number;
  problem: string;
  fix: string;
}

/** Where an unclosed quote opened: the last quote before `offset` that starts a value and does not close on its line. */
function openingQuote(text: string, offset: number, quote: string): number | undefined {
  const starts = [...text.slice(0, offset).matchAll(new RegExp(`(?:^|[:\\-\\[{,]\\s*|^\\s*)(${quote})`, 'gm'))];
  for (const match of starts.reverse()) {
    const at = match.index + match[0].length - 1;
    const lineEnd = text.indexOf('\n', at);
    const rest = text.slice(at + 1, lineEnd === -1 ? undefined : lineEnd);
    // '' inside a single-quoted text is an escaped quote, not the end.
    const closes = quote === "'" ? /(^|[^'])'(?!')|^''$/.test(rest.replace(/''/g, '')) : /(^|[^\\])"/.test(rest);
    if (!closes) return at;
  }
  return undefined;
}

const lineOf = (text: string, line: number) => text.split('\n')[line - 1] ?? '';

/**
 * The yaml library's error, said the way the person editing the file needs it: where the mistake is
 * (an unclosed quote where it opened, not at the end of the file) and what to write, without the
 * parser's vocabulary ("compact mappings", "implicit keys").
 */
export function explainYamlError(error: YAMLError, text: string, lines: LineCounter): ExplainedYamlError {
  const at = lines.linePos(error.pos[0]);
  const here = { line: at.line, col: at.col };
  const source = lineOf(text, at.line);
  const keyed = /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):\s+(.*)$/.exec(source);
  switch (error.code) {
    case 'MISSING_CHAR': {
      const quote = /closing (['"])/.exec(error.message)?.[1];
      if (quote) {
        const open = openingQuote(text, error.pos[0], quote);
        const where = open === undefined ? here : lines.linePos(open);
        return {
          ...where,
          problem: `this ${quote === "'" ? 'single' : 'double'} quote is never closed`,
          fix:
            quote === "'"
              ? "end the text with ' on the same line (write a ' inside the text as '')"
              : 'end the text with " on the same line (write a " inside the text as \\")',
        };
      }
      break;
    }
    case 'BLOCK_AS_IMPLICIT_KEY':
    case 'MULTILINE_IMPLICIT_KEY': {
      const value = keyed?.[2] ?? '';
      const open = value.startsWith('{') ? '{' : value.startsWith('[') ? '[' : undefined;
      if (keyed && open) {
        const close = open === '{' ? '}' : ']';
        if (value.split(open).length !== value.split(close).length) {
          return {
            ...here,
            col: 1 + source.indexOf(value),
            problem: `the ${open} after \`${keyed[1]}:\` is not closed on its line`,
            fix: `end it with ${close} on the same line`,
          };
        }
      }
      if (keyed && /:\s/.test(keyed[2]!) && !/^['"]/.test(keyed[2]!)) {
        // Quotes pasted from a word processor (“…”) are letters to YAML, not quotes: the fix drops them.
        const curly = /^[“”‘’](.*)[“”‘’]\s*$/.exec(keyed[2]!);
        if (curly)
          return {
            ...here,
            col: 1 + source.indexOf(keyed[2]!),
            problem: `the text after \`${keyed[1]}:\` is in curly quotes (“ ”), which YAML reads as letters, and it contains ": ", which YAML reads as a new key`,
            fix: `put it in straight quotes instead: ${keyed[1]}: '${curly[1]!.replace(/'/g, "''")}'`,
          };
        return {
          ...here,
          col: 1 + source.indexOf(keyed[2]!),
          problem: `the text after \`${keyed[1]}:\` contains ": ", which YAML reads as a new key`,
          fix: `put the text in quotes: ${keyed[1]}: '${keyed[2]!.replace(/'/g, "''")}'`,
        };
      }
      // The parser stops at the line above; the mistake is the next line, indented too far.
      const next = text
        .split('\n')
        .slice(at.line)
        .findIndex((l) => l.trim() !== '');
      const deeper = next >= 0 ? lineOf(text, at.line + 1 + next) : '';
      const where = next >= 0 ? { line: at.line + 1 + next, col: 1 + deeper.search(/\S/) } : here;
      return (
        misalignedDeeper(text, where.line) ?? {
          ...where,
          problem: 'this line is indented further than the line above allows',
          fix: "check the indentation: a key's entries start two spaces further in than the key, and entries at the same level start in the same column",
        }
      );
    }
    case 'BLOCK_IN_FLOW':
      return {
        ...here,
        problem: 'a text inside { } or [ ] contains ": " or runs over a line',
        fix: "put that text in quotes, e.g. { title: 'Akcija: laimėk' }",
      };
    case 'BAD_INDENT':
      if (/Flow sequence/.test(error.message))
        return { ...here, problem: 'a list in [ ] is not closed', fix: 'end the list with ] on the line where it started' };
      return (
        misaligned(text, at.line) ?? {
          ...here,
          problem: 'this line does not start in the same column as the entries next to it',
          fix: 'indent it as far as the entries above it at the same level (two spaces per level, no tabs)',
        }
      );
    case 'TAB_AS_INDENT':
      return { ...here, problem: 'a tab is used to indent', fix: 'indent with spaces (two per level), not tabs' };
    case 'DUPLICATE_KEY': {
      const key = /^\s*(?:-\s+)?([^:]+):/.exec(source)?.[1]?.trim() ?? 'this key';
      const nested = languageIndentedUnder(text, at.line);
      if (nested) return nested;
      return { ...here, problem: `\`${key}\` is written twice in the same place`, fix: `keep one \`${key}:\` and delete the other` };
    }
    case 'UNEXPECTED_TOKEN':
      if (keyed && /^['"]/.test(keyed[2]!)) {
        return {
          ...here,
          problem: 'there is more text after the closing quote',
          fix: `put the whole text in quotes: ${keyed[1]}: "${keyed[2]!.replace(/"/g, '\\"')}"`,
        };
      }
      break;
    case 'BAD_SCALAR_START':
      return {
        ...here,
        problem: `a text cannot start with ${JSON.stringify(source.trim().split(':').slice(1).join(':').trim()[0] ?? '')} unquoted`,
        fix: 'put the text in quotes',
      };
    default:
      break;
  }
  return {
    ...here,
    problem: `the YAML cannot be read here (${error.message.split('\n')[0]})`,
    fix: 'check the indentation, the quotes and that every key ends with a colon',
  };
}

/**
 * A key that starts in a column between its parent's and its siblings' (one space too few or too many):
 * said with the key's name, its column, and the column of the entries it belongs with.
 */
function misaligned(text: string, line: number): ExplainedYamlError | undefined {
  const lines = text.split('\n');
  const indent = (l: string) => l.search(/\S/);
  const meaningful = (l: string) => l.trim() !== '' && !l.trim().startsWith('#');
  // The parser points at the line or at the first line after the misplaced one.
  for (const index of [line - 1, line - 2]) {
    const current = lines[index];
    if (!current || !meaningful(current)) continue;
    const own = indent(current);
    const key = /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):/.exec(current)?.[1];
    let sibling: number | undefined;
    for (let i = index - 1; i >= 0; i--) {
      const above = lines[i]!;
      if (!meaningful(above)) continue;
      const depth = indent(above);
      if (depth < own) {
        const parent = /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):/.exec(above)?.[1];
        if (sibling === undefined || !key) return undefined;
        return {
          line: index + 1,
          col: own + 1,
          problem: `\`${key}:\` starts in column ${own + 1}, but the other entries under \`${parent ?? 'the key above'}:\` start in column ${sibling + 1}`,
          fix: `move \`${key}:\` to column ${sibling + 1} (${sibling} spaces before it), like the entries next to it`,
        };
      }
      if (depth > own) sibling = Math.min(sibling ?? depth, depth);
    }
  }
  return undefined;
}

/** A key indented further than the entries it belongs with: said with its name and the column they start in. */
function misalignedDeeper(text: string, line: number): ExplainedYamlError | undefined {
  const lines = text.split('\n');
  const current = lines[line - 1];
  const key = current ? /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):/.exec(current)?.[1] : undefined;
  if (!current || !key) return undefined;
  const own = current.search(/\S/);
  for (let i = line - 2; i >= 0; i--) {
    const above = lines[i]!;
    if (above.trim() === '' || above.trim().startsWith('#')) continue;
    const depth = above.search(/\S/);
    if (depth >= own) continue;
    const name = /^\s*(?:-\s+)?([^\s:#'"][^:#]*?):/.exec(above)?.[1];
    return {
      line,
      col: own + 1,
      problem: `\`${key}:\` starts in column ${own + 1}, further in than \`${name ?? 'the line above'}:\` above it allows`,
      fix: `move \`${key}:\` back to column ${depth + 1}, beside \`${name}:\``,
    };
  }
  return undefined;
}

const LANGUAGE_KEY = /^\s*(lt|en|ru|ua):\s*$/;

/**
 * A key written twice because a language's block starts too far in: `en:` indented under `lt:` makes
 * the English `title:`, `routes:` ... under it Lithuanian ones written again. Said as the indentation it is.
 */
function languageIndentedUnder(text: string, line: number): ExplainedYamlError | undefined {
  const lines = text.split('\n');
  const own = lines[line - 1]!.search(/\S/);
  for (let i = line - 2; i >= 0; i--) {
    const above = lines[i]!;
    if (above.trim() === '' || above.trim().startsWith('#')) continue;
    const depth = above.search(/\S/);
    if (depth < own) return undefined;
    const language = depth === own ? LANGUAGE_KEY.exec(above)?.[1] : undefined;
    if (!language) continue;
    for (let j = i - 1; j >= 0; j--) {
      const parent = lines[j]!;
      if (parent.trim() === '' || parent.trim().startsWith('#') || parent.search(/\S/) >= own) continue;
      const outer = LANGUAGE_KEY.exec(parent)?.[1];
      if (!outer) return undefined;
      const column = parent.search(/\S/) + 1;
      return {
        line: i + 1,
        col: own + 1,
        problem: `\`${language}:\` is indented under \`${outer}:\`, so the lines after it are read as ${outer} texts written twice`,
        fix: `move \`${language}:\` to column ${column}, like \`${outer}:\`, and its texts two spaces further in than it`,
      };
    }
    return undefined;
  }
  return undefined;
}
