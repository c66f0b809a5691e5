import type { ComponentPropsWithoutRef, ReactNode } from 'react';

/**
 * Stands in for `markdown-to-jsx/react` (vite.config.ts and vitest.config.ts alias it here). @rjsf/core
 * imports its `Markdown` for descriptions and help only when a form opts in (enableMarkdownInDescription,
 * enableMarkdownInHelp), which the portal's forms never do, and for a few of its own English messages
 * (an unsupported field, a file's details). The real parser is about a third of the form chunk; here the
 * text is shown as it is, minus the emphasis marks of those messages, so no Markdown or HTML is ever
 * interpreted.
 */
export interface MarkdownProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  children?: ReactNode;
  /** markdown-to-jsx's options (rjsf passes disableParsingRawHTML): nothing to configure in plain text. */
  options?: unknown;
}

// `**a**`, `__a__`, `*a*`, `_a_`, `` `a` `` standing as words: inside a word (field_name_x) they stay.
const EMPHASIS = /(?<![\w*`])(\*\*|__|\*|_|`)(?=[^\s*_`])(.+?)(?<=[^\s*_`])\1(?![\w*`])/g;

/** The text without the emphasis marks rjsf's messages use; everything else is kept as written. */
export function plainText(markdown: string): string {
  return markdown.replace(EMPHASIS, '$2');
}

export function Markdown({ children, options: _options, ...props }: MarkdownProps) {
  const text = typeof children === 'string' ? plainText(children) : children;
  return <span {...props}>{text}</span>;
}

export default Markdown;
