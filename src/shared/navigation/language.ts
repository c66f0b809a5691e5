import { defaultLanguage, languagePrefixes, languages, type Language } from '@generated/routes';

/** The site language a pathname is in: its /en or /ru prefix, else the default (lt). */
export function languageOf(pathname: string): Language {
  for (const language of languages) {
    const prefix = languagePrefixes[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language;
  }
  return defaultLanguage;
}
