import type { Lang, Route, Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { renderTemplate } from './template';

interface Matcher {
  key: string;
  lang: Lang;
  lead: string | null;
  source: string;
  params: string[];
  score: number;
}

/** `:name`, `:name?` and `*` become capture groups; everything else is matched literally. */
export function pathToRegex(path: string): { source: string; params: string[]; score: number } {
  const params: string[] = [];
  let score = 0;
  const segments = path.split('/').filter(Boolean);
  const body = segments
    .map((segment) => {
      const optional = /^:([A-Za-z0-9]+)\?$/.exec(segment);
      const required = /^:([A-Za-z0-9]+)$/.exec(segment);
      if (optional) {
        params.push(optional[1]!);
        score += 1;
        return '(?:/([^/]+))?';
      }
      if (required) {
        params.push(required[1]!);
        score += 3;
        return '/([^/]+)';
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
  return { source: `^${body}/?$`, params, score };
}

/** The first segment of a route's own path (without the language prefix); null when it is a param. */
export function leadSegment(path: string): string | null {
  const first = path.replace(/^\//, '').split('/')[0]!;
  return first.startsWith(':') || first === '*' ? null : first;
}

function fullPath(spec: Spec, lang: Lang, path: string): string {
  const prefix = spec.app.languages.prefixes[lang];
  if (path === '/' || path === '*') return path === '*' ? `${prefix}/*` : prefix || '/';
  return `${prefix}${path}`;
}

function paramsType(route: Route): string {
  const entries = Object.entries(route.params);
  if (!entries.length) return 'Record<never, never>';
  const fields = entries.map(([name, p]) => {
    const type = p.values ? p.values.map((v) => `'${v}'`).join(' | ') : 'string';
    return `${name}${p.optional ? '?' : ''}: ${type}`;
  });
  return `{ ${fields.join('; ')} }`;
}

/** The route table, typed `href()` and its inverse `matchRoute()`, legacy redirects. */
export function emitRoutes(spec: Spec): GeneratedFile[] {
  const matchers: Matcher[] = [];
  const redirects: { from: string; to: string; lang: Lang; lead: string | null }[] = [];
  const campaignOf = new Map(spec.campaigns.map((c) => [c.name, c]));
  const records = spec.routes.map((route) => {
    const campaign = route.campaign ? campaignOf.get(route.campaign) : undefined;
    const paths: Partial<Record<Lang, string>> = {};
    for (const lang of route.languages) {
      const path = fullPath(spec, lang, route.paths[lang]!);
      paths[lang] = path;
      matchers.push({ key: route.key, lang, lead: leadSegment(route.paths[lang]!), ...pathToRegex(path) });
      for (const alias of route.aliases[lang] ?? []) {
        const from = fullPath(spec, lang, alias);
        redirects.push({ from, to: route.key, lang, lead: leadSegment(alias) });
      }
    }
    return {
      key: route.key,
      ...(route.parent ? { parent: route.parent } : {}),
      ...(route.campaign ? { campaign: route.campaign } : {}),
      screen: route.screen,
      layout: route.layout,
      login: route.login,
      footer: route.footer,
      darkHeader: route.darkHeader,
      notFoundLayout: route.notFoundLayout,
      ...(route.index ? {} : { noindex: true }),
      variant: route.variant,
      languages: route.languages,
      paths,
      ...(route.hash ? { hash: route.hash } : {}),
      params: Object.keys(route.params),
      query: route.query,
      ...(campaign ? { namespaces: [campaign.namespace], activeFrom: campaign.activeFrom, activeTo: campaign.activeTo } : {}),
      ...(campaign?.language ? { textLanguage: campaign.language } : {}),
    };
  });
  const redirectMatchers = redirects.map((r) => ({ ...r, ...pathToRegex(r.from) }));
  const order = (a: { score: number; key?: string; from?: string }, b: typeof a) =>
    b.score - a.score || String(a.key ?? a.from).localeCompare(String(b.key ?? b.from));
  matchers.sort(order);
  redirectMatchers.sort(order);

  const content = renderTemplate('routes.ts', {
    header: header(spec.files.routes),
    languages: literal(spec.app.languages.site),
    defaultLanguage: spec.app.languages.default,
    prefixes: literal(spec.app.languages.prefixes),
    routeTypes: spec.routes.map((r) => ({
      key: r.key,
      params: paramsType(r),
      query: r.query.length ? r.query.map((q) => `'${q}'`).join(' | ') : 'never',
    })),
    records: literal(Object.fromEntries(records.map((r) => [r.key, r]))),
    matchers: matchers.map((m) => ({ key: m.key, lang: m.lang, regex: `/${m.source.replace(/\//g, '\\/')}/`, params: literal(m.params), lead: literal(m.lead) })),
    redirects: redirectMatchers.map((r) => ({ from: r.from, to: r.to, lang: r.lang, regex: `/${r.source.replace(/\//g, '\\/')}/`, params: literal(r.params), lead: literal(r.lead) })),
  });
  return [{ path: 'routes.ts', content }];
}
