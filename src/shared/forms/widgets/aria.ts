import { errorId, helpId } from '@rjsf/utils';

/**
 * aria-invalid and aria-describedby for an input: only ids of elements that are on the page (rjsf's own
 * helper names error, description and help ids whether or not they exist). The error comes first, so a
 * screen reader says what is wrong before the hint.
 */
export function fieldAria(
  id: string,
  options: { help?: unknown },
  rawErrors: readonly unknown[] | undefined,
  ...extra: (string | undefined)[]
) {
  const invalid = Boolean(rawErrors?.length);
  const ids = [invalid ? errorId(id) : undefined, ...extra, options.help ? helpId(id) : undefined].filter(Boolean);
  return {
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.length ? ids.join(' ') : undefined,
  } as const;
}

/** The class list of an element from optional parts. */
export const cls = (...parts: (string | false | undefined | null)[]) => parts.filter(Boolean).join(' ');
