import { type Language } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { languageOf, matchRoute } from '@/shared/routing/paths';

/** The site language a pathname is in: its /en or /ru prefix, else the default (lt). */
export { languageOf };

/** The language a page is written in: a site language, or a campaign-only one (ua). */
export type PageLanguage = Language | 'ua';

/**
 * The language the page at a pathname is in: its route's own `textLanguage` (a campaign whose pages
 * are Ukrainian at every path, spec/campaigns `language: ua`), else the path's site language. The site
 * language (languageOf) stays the shell's: header, footer, links and the app's texts.
 */
export function pageLanguageOf(pathname: string): PageLanguage {
  const match = matchRoute(pathname);
  return (match && !match.redirectTo && routes[match.key].textLanguage) || languageOf(pathname);
}
