import { ACCOUNT_ROUTE_TEXTS, type Route, type Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS, fileName } from './parts';
import { renderTemplate } from './template';

function paramsType(route: Route): string {
  const entries = Object.entries(route.params);
  if (!entries.length) return 'Record<never, never>';
  const fields = entries.map(([name, p]) => {
    const type = p.values ? p.values.map((v) => `'${v}'`).join(' | ') : 'string';
    return `${name}${p.optional ? '?' : ''}: ${type}`;
  });
  return `{ ${fields.join('; ')} }`;
}

/** The params whose values the spec closes (`params.<name>.values`): any other value is not this route. */
function valuesOf(route: Route): Record<string, readonly string[]> {
  return Object.fromEntries(Object.entries(route.params).flatMap(([name, p]) => (p.values ? [[name, p.values]] : [])));
}

/** A route's address in each site language (its default language's where it has none), as hrefOf() makes it. */
export function hrefsOf(spec: Spec, key: string): Record<string, string> {
  const route = spec.routes.find((r) => r.key === key);
  if (!route)
    throw new Error(`codegen: no route ${key}, which a campaign's banner, menu or language names (the campaign checks should have said)`);
  const { default: fallback, prefixes, site } = spec.app.languages;
  return Object.fromEntries(
    site.map((lang) => {
      const language = route.paths[lang] !== undefined ? lang : fallback;
      const path = route.paths[language] ?? '/';
      const full = path === '/' ? prefixes[language] || '/' : `${prefixes[language]}${path}`;
      const hash = route.hash?.[language];
      return [lang, `${full}${hash ? `#${hash}` : ''}`];
    }),
  );
}

/**
 * What a route record has unless its data says otherwise: the table leaves these out and ships them
 * once (generated `routeDefaults`, with the languages: every site language); the screen is the key's.
 */
const DEFAULTS = {
  layout: 'default',
  login: false,
  footer: true,
  darkHeader: false,
  keepsReturnRoute: false,
  notFoundLayout: false,
  variant: 'main',
  params: [],
  query: [],
} as const;

/**
 * The route table with its types (generated/routes.ts). Every page loads this module, so it ships each
 * route's data once, without DEFAULTS and without the language prefixes; src/shared/routing/route-table.ts
 * completes the records at start, and paths.ts makes href() and matchRoute() from them.
 */
export function emitRoutes(spec: Spec): GeneratedFile[] {
  const site = spec.app.languages.site;
  const defaults = { ...DEFAULTS, languages: site };
  const campaignOf = new Map(spec.campaigns.map((c) => [c.name, c]));
  const entry = (route: Route): [string, Record<string, unknown>] => {
    const campaign = route.campaign ? campaignOf.get(route.campaign) : undefined;
    const paths = Object.fromEntries(route.languages.map((lang) => [lang, route.paths[lang]!]));
    const aliases = Object.fromEntries(Object.entries(route.aliases).filter(([, list]) => list && list.length));
    const data = {
      ...(route.parent ? { parent: route.parent } : {}),
      ...(route.campaign ? { campaign: route.campaign } : {}),
      ...(route.screen !== route.key ? { screen: route.screen } : {}),
      ...(route.layout !== DEFAULTS.layout ? { layout: route.layout } : {}),
      ...(route.login !== DEFAULTS.login ? { login: route.login } : {}),
      ...(route.footer !== DEFAULTS.footer ? { footer: route.footer } : {}),
      ...(route.darkHeader !== DEFAULTS.darkHeader ? { darkHeader: route.darkHeader } : {}),
      ...(route.keepsReturnRoute !== DEFAULTS.keepsReturnRoute ? { keepsReturnRoute: route.keepsReturnRoute } : {}),
      ...(route.notFoundLayout !== DEFAULTS.notFoundLayout ? { notFoundLayout: route.notFoundLayout } : {}),
      ...(route.index ? {} : { noindex: true }),
      ...(route.variant !== DEFAULTS.variant ? { variant: route.variant } : {}),
      ...(route.languages.join() !== defaults.languages.join() ? { languages: route.languages } : {}),
      paths,
      ...(route.hash ? { hash: route.hash } : {}),
      ...(Object.keys(route.params).length ? { params: Object.keys(route.params) } : {}),
      ...(route.query.length ? { query: route.query } : {}),
      ...(campaign ? { namespaces: [campaign.namespace], activeFrom: campaign.activeFrom, activeTo: campaign.activeTo } : {}),
      // An account page's title and lead are in the account area's own namespace (emit/i18n.ts).
      ...(route.login && !route.campaign ? { namespaces: [ACCOUNT_ROUTE_TEXTS] } : {}),
      ...(campaign?.language ? { textLanguage: campaign.language } : {}),
      ...(route.page?.image ? { image: route.page.image.src } : {}),
      ...(Object.keys(aliases).length ? { aliases } : {}),
    };
    return [route.key, data];
  };
  const own = spec.routes.filter((route) => !route.campaign);
  // The campaigns' routes are in their own files (with their param types), which routes.ts joins.
  const sources = [...spec.files.routes.filter((file) => !file.startsWith(CAMPAIGN_PARTS)), CAMPAIGN_PARTS];
  const typesOf = (routes: Route[]) =>
    routes.map((r) => ({
      key: r.key,
      params: paramsType(r),
      query: r.query.length ? r.query.map((q) => `'${q}'`).join(' | ') : 'never',
    }));

  const content = renderTemplate('routes.ts', {
    header: header(sources),
    languages: literal(site),
    defaultLanguage: spec.app.languages.default,
    prefixes: literal(spec.app.languages.prefixes),
    defaults: literal(defaults),
    routeTypes: typesOf(own),
    table: literal(Object.fromEntries(own.map(entry))),
    // A campaign-only language (ua) opens its campaign's first page: the header's language menu links to it on every page.
    languageLandings: literal(
      Object.fromEntries(
        spec.campaigns.flatMap((c) => {
          const first = c.language ? spec.routes.find((route) => route.campaign === c.name) : undefined;
          return first ? [[c.language!, hrefsOf(spec, first.key)]] : [];
        }),
      ),
    ),
  });
  // Apart from the table every page loads: read by the route guard of a route with params, the servers' route map and tests.
  const closed = (routes: Route[]) =>
    Object.fromEntries(routes.flatMap((route) => (Object.keys(valuesOf(route)).length ? [[route.key, valuesOf(route)]] : [])));
  const values = [
    header(sources.filter((file) => file !== CAMPAIGN_PARTS)),
    "import type { RouteKey } from './routes';",
    '',
    '/**',
    " * The values a route param of the spec's own routes may take where the spec closes them (`params.<name>.values`):",
    " * any other is an unknown address. Each campaign file's are in generated/campaigns/<file>.values.ts;",
    ' * src/shared/campaign-files/route-values.ts joins them all.',
    ' */',
    `export const specParamValues: Partial<Record<RouteKey, Partial<Record<string, readonly string[]>>>> = ${literal(closed(own))};`,
    '',
  ].join('\n');
  const parts = spec.campaigns.map((campaign) => {
    const routes = spec.routes.filter((route) => route.campaign === campaign.name);
    const types = typesOf(routes);
    const content = [
      header([campaign.file]),
      "import type { CampaignRoutes } from '../routes';",
      '',
      '// Its routes join the route keys, params and query of generated/routes.ts.',
      "declare module '../routes' {",
      '  interface RouteParams {',
      ...types.map((t) => `    ${t.key}: ${t.params};`),
      '  }',
      '  interface RouteQuery {',
      ...types.map((t) => `    ${t.key}: ${t.query};`),
      '  }',
      '}',
      '',
      `const part: CampaignRoutes = ${literal({ table: Object.fromEntries(routes.map(entry)) })};`,
      'export default part;',
      '',
    ].join('\n');
    const values = closed(routes);
    // Apart from the table, as route-values.ts is: read by the guard of a route with params, servers and tests.
    const valuesPart = Object.keys(values).length
      ? [
          {
            path: `campaigns/${fileName(campaign)}.values.ts`,
            content: `${header([campaign.file])}/** The values its routes' params may take where the file closes them. */\nconst part = ${literal(values)};\nexport default part;\n`,
          },
        ]
      : [];
    return [{ path: `campaigns/${fileName(campaign)}.routes.ts`, content }, ...valuesPart];
  });
  return [{ path: 'routes.ts', content }, { path: 'route-values.ts', content: values }, ...parts.flat()];
}
