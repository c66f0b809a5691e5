import * as app from '@generated/app';
import { languages, type Language } from '@generated/routes';
import { pageLanguageOf } from '@/shared/navigation/language';
import { translatePath, type LanguageChoice } from '@/shared/navigation/translate-path';
import type { PageParams } from '@/shared/routing/screen';

/** The header's choices: the site languages, then Ukrainian (campaign only, core §1). */
export const LANGUAGE_CHOICES: readonly LanguageChoice[] = [...languages, 'ua'];

export interface LanguageOption {
  value: LanguageChoice;
  /** The language's own name (Lietuvių, English, Русский, Українська). */
  name: string;
  /** The HTML language tag of the name (ua is `uk`). */
  htmlLang: string;
  /** Where choosing it goes; undefined for the current language (core §4: the same language is ignored). */
  target: string | undefined;
  selected: boolean;
}

interface Where {
  pathname: string;
  search: string;
  hash: string;
  pageParams?: PageParams;
}

export function languageOptions(location: Where, current: Language, choices = LANGUAGE_CHOICES): LanguageOption[] {
  return choices.map((value) => ({
    value,
    name: app.languages.names[value],
    htmlLang: app.languages.htmlLang[value],
    target: translatePath(location, current, value),
    // The language the page is shown in: a Ukrainian campaign page has ua selected under any prefix.
    selected: value === pageLanguageOf(location.pathname),
  }));
}

/**
 * Core §4: the chosen language is kept in a cookie for one day, site-wide (spec/app.yaml
 * cookies.language). Ukrainian is not a site language: it only opens its campaign, so it is not kept.
 */
export function rememberLanguage(choice: LanguageChoice, doc: Pick<Document, 'cookie'> = document): void {
  if (choice === 'ua') return;
  const { name, maxAgeDays, path } = app.cookies.language;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${name}=${choice}; Max-Age=${maxAgeDays * 24 * 60 * 60}; Path=${path}; SameSite=Lax${secure}`;
}
