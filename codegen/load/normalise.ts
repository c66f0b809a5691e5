/**
 * What only typography tells apart is put right as the file is read, without a word: every keyboard types
 * an ordinary space between a sum and its unit ("5 €"), and the portal prints sums with a no-break space
 * (as Intl does), so the copy and the formatted amounts agree and a sum never breaks across two lines.
 * The source stays as typed; the generated texts carry the right form.
 */
const SPLIT_UNIT = /(\d)[ \u202f](€|%)/g;

export function normaliseText(text: string): string {
  return text.replace(SPLIT_UNIT, '$1\u00a0$2');
}

/** Normalises every text under `node` in place (the parsed data of a texts file or a campaign's `texts:`). */
export function normaliseTexts(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const record = node as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    if (typeof value === 'string') record[key] = normaliseText(value);
    else normaliseTexts(value);
  }
}
