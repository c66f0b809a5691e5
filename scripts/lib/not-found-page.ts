import { languagePrefixes, type Language } from '../../generated/routes';

/** Where the prerendered not-found page of each language is written (and what nginx and `npm start` send with 404). */
export function notFoundPagePath(lang: Language): string {
  return `${languagePrefixes[lang]}/404.html`;
}
