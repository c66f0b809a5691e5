import { languageLandings, languagePrefixes, type Language, type RouteKey } from '@generated/routes';
import { routes } from '@/shared/routing/route-table';
import { href, hrefOf, matchRoute } from '@/shared/routing/paths';
import type { PageParams } from '@/shared/routing/screen';

export type LanguageChoice = Language | 'ua';

/**
 * Where a language switch goes (core seed §4): the same page in the other language with its params,
 * query and tab hash translated; a dynamic (CMS) page goes to the other language's Home, since its
 * address is not translatable; Ukrainian goes to the Ukraine campaign route, under the current
 * language's prefix unless that is Lithuanian. Undefined when nothing changes (the same language).
 */
export function translatePath(
  location: {
    pathname: string;
    search: string;
    hash: string;
    /** The page's own params per language (a device's slug). */ pageParams?: PageParams;
  },
  current: Language,
  target: LanguageChoice,
): string | undefined {
  const match = matchRoute(location.pathname);
  // A page in a campaign-only language (the Ukrainian campaign) is in that language, whatever its prefix:
  // choosing it again does nothing, and a site language leads to that language's Home (the page has no other).
  const shown = (match && routes[match.key].textLanguage) || current;
  if (target === shown) return undefined;
  if (target === 'ua') return uaLanding(current);
  // A CMS page goes to its own page in that language when it names one (its aliases), else Home.
  if (!match || (match.key === 'ContentPage' && !location.pageParams) || routes[match.key].textLanguage) return href('Home', {}, target);
  const record = routes[match.key];
  if (!record.paths[target]) return href('Home', {}, target);
  const path = hrefOf(match.key, location.pageParams?.[target] ?? match.params, target).split('#')[0]!;
  return `${path}${location.search}${translateHash(match.key, location.hash, current, target)}`;
}

/**
 * Where Ukrainian leads: its campaign's first page under the current language's prefix (generated, so the
 * header needs no campaign's routes); Home while no campaign file is in Ukrainian.
 */
export const uaLanding = (current: Language): string => languageLandings.ua?.[current] ?? href('Home', {}, current);

/** A tab hash of one language becomes the same tab's hash in the other; unknown hashes stay. */
function translateHash(key: RouteKey, hash: string, from: Language, to: Language): string {
  if (!hash) return '';
  const name = hash.replace(/^#/, '');
  for (const record of Object.values(routes)) {
    if (record.key !== key && record.parent !== key) continue;
    if (record.hash?.[from] === name && record.hash[to]) return `#${record.hash[to]}`;
  }
  return hash;
}

export const hasPrefix = (language: Language) => languagePrefixes[language] !== '';
