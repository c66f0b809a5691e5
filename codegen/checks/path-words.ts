/**
 * A path is written in `a–z 0–9 -`: a letter outside them (ą, š, a capital, a space) is sent by the
 * browser percent-encoded (/pakviesk-drauga%CC%A8), which no route, link or shared address matches the
 * same way. The suggested path is the same words transliterated.
 */
const LETTERS: Record<string, string> = {
  ą: 'a',
  č: 'c',
  ę: 'e',
  ė: 'e',
  į: 'i',
  š: 's',
  ų: 'u',
  ū: 'u',
  ž: 'z',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'j',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'ju',
  я: 'ja',
  і: 'i',
  ї: 'ji',
  є: 'je',
  ґ: 'g',
};

/** The segments of a path that are words (not `:params`, not `*`) and hold anything but a–z, 0–9, - and `.`. */
export function badPathWords(path: string): string[] {
  return path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== '*' && !/^[a-z0-9.-]+$/.test(segment));
}

/** The path with its words transliterated to a–z, 0–9 and -: /Pakviesk draugą → /pakviesk-drauga. */
export function transliteratedPath(path: string): string {
  return path
    .split('/')
    .map((segment) =>
      segment.startsWith(':') || segment === '*'
        ? segment
        : [...segment.toLowerCase()]
            .map((ch) => LETTERS[ch] ?? ch)
            .join('')
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .replace(/[^a-z0-9.-]+/g, '-')
            .replace(/-{2,}/g, '-')
            .replace(/^-|-$/g, ''),
    )
    .join('/');
}
