/**
 * "a, b arba c", "a, b, or c", "a, b или c": alternatives as the language lists them (Intl.ListFormat; the
 * campaign-only Ukrainian is `uk` to Intl). The one list formatter: the offered logins, the ways to top up.
 */
export function orList(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language === 'ua' ? 'uk' : language, { type: 'disjunction' }).format(items);
}
