/**
 * Texts the sandbox answers in the request's language (the `Language` header). Every text the API
 * returns is kept in all three site languages, so a language switch in the portal is visible.
 */
export type Language = 'lt' | 'en' | 'ru';

export const LANGUAGES: readonly Language[] = ['lt', 'en', 'ru'];

/** One text in every site language. */
export interface Text {
  lt: string;
  en: string;
  ru: string;
}

export function text(lt: string, en: string, ru: string): Text {
  return { lt, en, ru };
}

/** The same string in every language (names, numbers, brand words). */
export function same(value: string): Text {
  return { lt: value, en: value, ru: value };
}

export function pick(value: Text, language: Language): string {
  return value[language];
}

/** The request's language; anything unknown falls back to Lithuanian, the site's default. */
export function languageOf(request: Request): Language {
  const header = (request.headers.get('Language') ?? '').trim().toLowerCase();
  return (LANGUAGES as readonly string[]).includes(header) ? (header as Language) : 'lt';
}
