import type { AnyLang, Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** Deep merge where later maps add keys; texts of campaign files land in their namespaces. */
function merge(target: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(extra)) {
    const current = out[k];
    out[k] =
      v && typeof v === 'object' && current && typeof current === 'object'
        ? merge(current as Record<string, unknown>, v as Record<string, unknown>)
        : v;
  }
  return out;
}

/**
 * The namespace with the titles and leads of the portal's own routes that need a login: only the
 * account area loads it, so a public page does not carry them.
 */
export const ACCOUNT_ROUTE_TEXTS = 'routes-account';

/**
 * The texts of one language as the app loads them: spec/i18n/<lang>/*.yaml plus every campaign's
 * texts. Route titles and leads are split by who shows them: `routes` holds the public routes' (every
 * page loads it); a namespace loaded only with its own routes carries theirs under `routes`, and they
 * join the `routes` namespace as it loads (src/shared/i18n/route-texts.ts): the account routes' in
 * ACCOUNT_ROUTE_TEXTS, a campaign's in its own namespace. A campaign's name and banner texts join
 * `campaigns` (the pages that show banners load only that); the rest is its own namespace.
 */
export function resourcesOf(spec: Spec, lang: AnyLang): Record<string, Record<string, unknown>> {
  const namespaces: Record<string, Record<string, unknown>> = { ...(spec.i18n[lang] ?? {}) };
  const account = new Set(spec.routes.filter((r) => r.login && !r.campaign).map((r) => r.key));
  const core = Object.entries(namespaces.routes ?? {});
  if (core.length) {
    namespaces.routes = Object.fromEntries(core.filter(([key]) => !account.has(key)));
    const accountTexts = core.filter(([key]) => account.has(key));
    if (accountTexts.length) namespaces[ACCOUNT_ROUTE_TEXTS] = { routes: Object.fromEntries(accountTexts) };
  }
  for (const campaign of spec.campaigns) {
    const texts = campaign.texts[lang];
    if (!texts) continue;
    const { routes, ...rest } = texts as { routes?: Record<string, unknown>; title?: unknown; banners?: unknown };
    // A campaign whose pages are in its own language (ua) has that title at every path: the page and
    // its prerendered heading show it whatever the path's site language is.
    const pageRoutes = campaign.language
      ? (campaign.texts[campaign.language] as { routes?: Record<string, unknown> } | undefined)?.routes
      : routes;
    const forBanners = { title: rest.title, ...(rest.banners ? { banners: rest.banners } : {}) };
    namespaces.campaigns = merge(namespaces.campaigns ?? {}, { [campaign.name]: forBanners });
    namespaces[campaign.namespace] = pageRoutes ? { ...rest, routes: pageRoutes } : rest;
  }
  return Object.fromEntries(Object.entries(namespaces).sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * The files one namespace's texts come from, so its module names only those (a campaign added elsewhere
 * leaves it unchanged): its own spec/i18n file, the campaign file of a campaign's namespace, every
 * campaign file for `campaigns` (their names and banner texts).
 */
function ownSources(spec: Spec, lang: AnyLang, ns: string): string[] {
  if (ns === 'campaigns') return spec.files.campaigns;
  const campaign = spec.campaigns.find((c) => c.namespace === ns);
  if (campaign) return [campaign.file];
  const file = `spec/i18n/${lang}/${ns === ACCOUNT_ROUTE_TEXTS ? 'routes' : ns}.yaml`;
  return spec.files.i18n.includes(file) ? [file] : [`spec/i18n/${lang}/`];
}

/**
 * One module per language and namespace, so a page loads only the texts it uses; plus one module per
 * language with every namespace, for tests and tools (the app never imports those).
 */
export function emitI18n(spec: Spec): GeneratedFile[] {
  const langs: AnyLang[] = [...spec.app.languages.site, ...spec.app.languages.campaignOnly];
  const sources = [...spec.files.i18n, ...spec.files.campaigns];
  const files: GeneratedFile[] = [];
  const all = Object.keys(resourcesOf(spec, spec.app.languages.default));
  // A campaign-only language (ua) has texts in a few namespaces: the app gets loaders for those only.
  const loaded = new Map<AnyLang, string[]>();
  for (const lang of langs) {
    const resources = resourcesOf(spec, lang);
    const campaignOnly = (spec.app.languages.campaignOnly as readonly AnyLang[]).includes(lang);
    loaded.set(lang, campaignOnly ? all.filter((ns) => Object.keys(resources[ns] ?? {}).length > 0) : all);
    const ident = (ns: string) => ns.replace(/[^A-Za-z0-9]/g, '_');
    const withRoutes = all.filter((ns) => ns !== 'routes' && resources[ns]?.routes);
    const joinedRoutes = withRoutes.length ? `{ ...routes, ${withRoutes.map((ns) => `...${ident(ns)}.routes`).join(', ')} }` : 'routes';
    files.push({
      path: `i18n/${lang}.ts`,
      content: [
        header(sources),
        ...all.map((ns) => `import ${ident(ns)} from './${lang}/${ns}';`),
        '',
        `/** Every text in ${spec.app.languages.names[lang]}, by namespace (for tests and tools; the app loads namespaces one by one). */`,
        `/** Every route's title and lead under \`routes\`, as the app has them once their namespaces are loaded. */`,
        `const resources = { ${all.map((ns) => (ns === 'routes' ? `routes: ${joinedRoutes}` : ident(ns) === ns ? ns : `'${ns}': ${ident(ns)}`)).join(', ')} } as const;`,
        'export default resources;',
        '',
      ].join('\n'),
    });
    for (const ns of all) {
      files.push({
        path: `i18n/${lang}/${ns}.ts`,
        content: `${header(ownSources(spec, lang, ns))}/** The ${ns} texts in ${spec.app.languages.names[lang]}. */\nconst texts = ${literal(resources[ns] ?? {})} as const;\nexport default texts;\n`,
      });
    }
  }
  const index = [
    header(sources),
    `import type lt from './${spec.app.languages.default}';`,
    '',
    `/** The default language's texts define the keys every language has. */`,
    `export type Resources = typeof lt;`,
    `export type Namespace = keyof Resources;`,
    `export const namespaces = ${literal(all)} as const;`,
    `export type TextLanguage = ${langs.map((l) => `'${l}'`).join(' | ')};`,
    '',
    `type Texts = Record<string, unknown>;`,
    `const loaders: Record<TextLanguage, Partial<Record<Namespace, () => Promise<{ default: unknown }>>>> = {`,
    ...langs.map(
      (l) =>
        `  ${l}: {\n${loaded
          .get(l)!
          .map((ns) => `    ${/^[A-Za-z_$][\w$]*$/.test(ns) ? ns : `'${ns}'`}: () => import('./${l}/${ns}'),`)
          .join('\n')}\n  },`,
    ),
    `};`,
    '',
    `/** Loads one namespace of one language as its own chunk (none: a campaign-only language without texts there). */`,
    `export function loadNamespace(language: TextLanguage, namespace: Namespace): Promise<Texts> {`,
    `  const load = loaders[language][namespace];`,
    `  return load ? load().then((m) => m.default as Texts) : Promise.resolve({});`,
    `}`,
    '',
  ].join('\n');
  return [...files, { path: 'i18n/index.ts', content: index }];
}
