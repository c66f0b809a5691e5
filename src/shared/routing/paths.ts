import { defaultLanguage, languagePrefixes, languages } from '../../../generated/routes';
import { legacyRedirects, routes, tableVersion } from './route-table';
import type { Language, RouteKey, RouteParams, RouteQuery, RouteRecord } from '../../../generated/routes';

/*
 * Paths of the generated route table (generated/routes.ts holds the data): href() builds a route's URL
 * in a language, matchRoute() reads one back, languageOf() tells a pathname's language. Matchers are
 * made the first time a path is matched and indexed by language and first segment, so a page start
 * tries a handful of patterns, not every route in every language.
 */

interface Matcher {
  key: RouteKey;
  lang: Language;
  regex: RegExp;
  params: readonly string[];
  /** The path's first segment after the language prefix, or null when that segment is a param. */
  lead: string | null;
  score: number;
}

/** `:name` and `:name?` and `*` become capture groups; static segments outrank params, the catch-all comes last. */
function matcherOf(key: RouteKey, lang: Language, path: string): Matcher {
  const params: string[] = [];
  let score = 0;
  const own = path.slice(languagePrefixes[lang].length);
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([A-Za-z0-9]+)(\?)?$/.exec(segment);
      if (param) {
        params.push(param[1]!);
        score += param[2] ? 1 : 3;
        return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
      }
      if (segment === '*') {
        params.push('*');
        score -= 100;
        return '(?:/(.*))?';
      }
      score += 10;
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  const first = own.replace(/^\//, '').split('/')[0]!;
  return { key, lang, regex: new RegExp(`^${body}/?$`), params, lead: first.startsWith(':') || first === '*' ? null : first, score };
}

const byScore = (a: Matcher, b: Matcher) => b.score - a.score || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
let made: { version: number; routes: readonly Matcher[]; redirects: readonly Matcher[] } | undefined;
/** Most specific first, made the first time a path is matched (a few hundred small patterns), again once routes are added. */
function compiled(): NonNullable<typeof made> {
  if (made?.version !== tableVersion())
    made = {
      version: tableVersion(),
      routes: (Object.values(routes) as RouteRecord[])
        .flatMap((record) => record.languages.map((lang) => matcherOf(record.key, lang, record.paths[lang]!)))
        .sort(byScore),
      redirects: legacyRedirects.map((alias) => matcherOf(alias.to, alias.lang, alias.from)).sort(byScore),
    };
  return made;
}
const matchers = () => compiled().routes;
const redirects = () => compiled().redirects;

// A route that reads no query gets Record<string, never>, so an unknown query key is an error.
type QueryValues<K extends RouteKey> = [RouteQuery[K]] extends [never]
  ? Record<string, never>
  : Partial<Record<RouteQuery[K], string | number | boolean>>;
type HrefArgs<K extends RouteKey> =
  Record<never, never> extends RouteParams[K]
    ? [params?: RouteParams[K], lang?: Language, query?: QueryValues<K>]
    : [params: RouteParams[K], lang?: Language, query?: QueryValues<K>];

/**
 * The URL of a route in a language. A route that does not exist in that language (lt-only pages)
 * resolves to its default-language path. Its params and query are checked against the route's.
 */
export function href<K extends RouteKey>(key: K, ...args: HrefArgs<K>): string {
  const [params, lang, query] = args;
  return hrefOf(key, params as Record<string, string | undefined> | undefined, lang, query);
}

/**
 * href() for a key known only at run time (a menu item, a matched route, a legacy alias): the same
 * URL, with params and query unchecked.
 */
export function hrefOf(
  key: RouteKey,
  params?: Readonly<Record<string, string | undefined>>,
  lang: Language = defaultLanguage,
  query?: Readonly<Record<string, string | number | boolean | undefined>>,
): string {
  const route = routes[key] as RouteRecord | undefined;
  // A campaign's route is in the table once its routes are loaded (campaign-routes.ts): code that links to one imports campaignHref from there.
  if (!route)
    throw new Error(
      `hrefOf: route ${key} is not in the route table; a link to a campaign's page uses campaignHref (src/shared/routing/campaign-routes.ts)`,
    );
  const language = route.paths[lang] !== undefined ? lang : defaultLanguage;
  const template = route.paths[language] ?? '/';
  const values = params ?? {};
  let path = template
    .replace(/\/:([A-Za-z0-9]+)\?/g, (_, name: string) => (values[name] ? `/${encodeURIComponent(values[name]!)}` : ''))
    .replace(/:([A-Za-z0-9]+)/g, (_, name: string) => encodeURIComponent(values[name] ?? ''))
    .replace(/\/\*$/, values['*'] ? `/${values['*']}` : '');
  if (path === '') path = '/';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(name, String(value));
  }
  const hash = route.hash?.[language];
  const queryText = search.toString();
  return `${path}${queryText ? `?${queryText}` : ''}${hash ? `#${hash}` : ''}`;
}

export interface RouteMatch<K extends RouteKey = RouteKey> {
  key: K;
  lang: Language;
  params: Partial<Record<string, string>>;
  /** Set when the path is a legacy alias: the current path to redirect to. */
  redirectTo?: string;
}

/** The site language a pathname is in: its language prefix (/en, /ru), else the default language. */
export function languageOf(pathname: string): Language {
  for (const language of languages) {
    const prefix = languagePrefixes[language];
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) return language;
  }
  return defaultLanguage;
}

const candidateCache = new WeakMap<readonly Matcher[], Map<string, readonly Matcher[]>>();

/**
 * The matchers a pathname can meet: its language's, with its first segment or a param there, in
 * their order. A page start then tries a handful of patterns, not every route in every language.
 */
function candidates(list: readonly Matcher[], pathname: string): readonly Matcher[] {
  const lang = languageOf(pathname);
  const lead = pathname.slice(languagePrefixes[lang].length).split('/')[1] ?? '';
  const cacheKey = `${lang}/${lead}`;
  let byKey = candidateCache.get(list);
  if (!byKey) candidateCache.set(list, (byKey = new Map<string, readonly Matcher[]>()));
  let found = byKey.get(cacheKey);
  if (!found) {
    found = list.filter((m) => m.lang === lang && (m.lead === null || m.lead === lead));
    if (byKey.size < 200) byKey.set(cacheKey, found);
  }
  return found;
}

function exec(list: readonly Matcher[], pathname: string): Omit<RouteMatch, 'redirectTo'> | null {
  for (const matcher of candidates(list, pathname)) {
    const found = matcher.regex.exec(pathname);
    if (!found) continue;
    const params: Record<string, string> = {};
    matcher.params.forEach((name, i) => {
      const value = found[i + 1];
      if (value !== undefined) params[name] = safeDecode(value);
    });
    return { key: matcher.key, lang: matcher.lang, params };
  }
  return null;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The inverse of href(): which route, language and params a pathname is. Aliases carry redirectTo. */
export function matchRoute(pathname: string): RouteMatch | null {
  const legacy = exec(redirects(), pathname);
  if (legacy) {
    const target = hrefOf(legacy.key, legacy.params, legacy.lang);
    return { ...legacy, redirectTo: target };
  }
  return exec(matchers(), pathname);
}
