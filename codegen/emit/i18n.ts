import { ACCOUNT_ROUTE_TEXTS, type AnyLang, type Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS, fileName, joined, nameOf } from './parts';

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
 * leaves it unchanged): its own spec/i18n file, the campaign file of a campaign's namespace, the
 * campaigns' folder for `campaigns` (it joins their names and banner texts by file name).
 */
function ownSources(spec: Spec, lang: AnyLang, ns: string): string[] {
  if (ns === 'campaigns') return [CAMPAIGN_PARTS];
  const campaign = spec.campaigns.find((c) => c.namespace === ns);
  if (campaign) return [campaign.file];
  const file = `spec/i18n/${lang}/${ns === ACCOUNT_ROUTE_TEXTS ? 'routes' : ns}.yaml`;
  return spec.files.i18n.includes(file) ? [file] : [`spec/i18n/${lang}/`];
}

const ident = (ns: string) => ns.replace(/[^A-Za-z0-9]/g, '_');
const key = (ns: string) => (/^[A-Za-z_$][\w$]*$/.test(ns) ? ns : `'${ns}'`);

/**
 * One module per language and namespace, so a page loads only the texts it uses; plus one module per
 * language with every namespace, for tests and tools (the app never imports those). A campaign's
 * texts are in modules of its own: its namespace (campaign-<name>) and its part of `campaigns`
 * (i18n/<lang>/campaigns/<file>.ts); the modules that list namespaces find those by file name.
 */
export function emitI18n(spec: Spec): GeneratedFile[] {
  const langs: AnyLang[] = [...spec.app.languages.site, ...spec.app.languages.campaignOnly];
  const sources = [...spec.files.i18n, CAMPAIGN_PARTS];
  const files: GeneratedFile[] = [];
  const campaignNamespaces = new Set(spec.campaigns.map((c) => c.namespace));
  const all = Object.keys(resourcesOf(spec, spec.app.languages.default));
  const core = all.filter((ns) => !campaignNamespaces.has(ns));
  // Shared namespaces whose file name looks like a campaign's (campaign-ui): left out of the campaigns' globs.
  const lookalikes = core.filter((ns) => ns.startsWith('campaign-')).map((ns) => `${ns}.ts`);
  // A campaign-only language (ua) has texts in a few namespaces: the app gets loaders for those only.
  const loaded = new Map<AnyLang, string[]>();
  for (const lang of langs) {
    const resources = resourcesOf(spec, lang);
    const campaignOnly = (spec.app.languages.campaignOnly as readonly AnyLang[]).includes(lang);
    const has = (ns: string) => !campaignOnly || Object.keys(resources[ns] ?? {}).length > 0;
    loaded.set(lang, core.filter(has));
    const withRoutes = core.filter((ns) => ns !== 'routes' && resources[ns]?.routes);
    const routesType = ['typeof routes', ...withRoutes.map((ns) => `(typeof ${ident(ns)})['routes']`)].join(' & ');
    const joinedRoutes = `{ ...routes, ${[...withRoutes.map((ns) => `...${ident(ns)}.routes`), '...campaignRoutes'].join(', ')} }`;
    files.push({
      path: `i18n/${lang}.ts`,
      content: [
        header(sources),
        `import { partsOnDisk } from '../parts';`,
        `import type { CampaignNamespaces, CampaignRouteTexts } from './index';`,
        ...core.map((ns) => `import ${ident(ns)} from './${lang}/${ns}';`),
        '',
        joined('campaignTexts', 'Record<string, unknown> & { routes?: Record<string, unknown> }', `./${lang}/`, '.ts', {
          prefix: 'campaign-',
          except: lookalikes,
        }),
        `const campaignRoutes = Object.assign({}, ...campaignTexts.map(([, texts]) => texts.routes ?? {})) as Record<string, unknown>;`,
        '',
        `/** Every text in ${spec.app.languages.names[lang]}, by namespace (for tests and tools; the app loads namespaces one by one). */`,
        `/** Every route's title and lead under \`routes\`, as the app has them once their namespaces are loaded. */`,
        `const own = { ${core.map((ns) => (ident(ns) === ns ? ns : `'${ns}': ${ident(ns)}`)).join(', ')} } as const;`,
        `const resources = {`,
        `  ...own,`,
        `  routes: ${joinedRoutes},`,
        `  ...Object.fromEntries(campaignTexts.map(([file, texts]) => [${nameOf('file')}, texts])),`,
        `} as unknown as Omit<typeof own, 'routes'> & { routes: ${routesType} & CampaignRouteTexts } & CampaignNamespaces;`,
        'export default resources;',
        '',
      ].join('\n'),
    });
    for (const ns of core) {
      if (ns === 'campaigns') {
        files.push({ path: `i18n/${lang}/campaigns.ts`, content: campaignsNamespace(spec, lang) });
        continue;
      }
      files.push({
        path: `i18n/${lang}/${ns}.ts`,
        content: `${header(ownSources(spec, lang, ns))}/** The ${ns} texts in ${spec.app.languages.names[lang]}. */\nconst texts = ${literal(resources[ns] ?? {})} as const;\nexport default texts;\n`,
      });
    }
    for (const campaign of spec.campaigns) {
      const ns = campaign.namespace;
      if (!has(ns)) continue;
      const declared =
        lang === spec.app.languages.default
          ? `\n// The default language's texts say which keys its namespace has.\ndeclare module '../index' {\n  interface CampaignNamespaces {\n    '${ns}': typeof texts;\n  }\n}\n`
          : '';
      files.push({
        path: `i18n/${lang}/${ns}.ts`,
        content: `${header([campaign.file])}/** The ${ns} texts in ${spec.app.languages.names[lang]}. */\nconst texts = ${literal(resources[ns] ?? {})} as const;\nexport default texts;\n${declared}`,
      });
      const banners = (resources.campaigns as Record<string, unknown> | undefined)?.[campaign.name];
      if (banners) {
        const declaredBanners =
          lang === spec.app.languages.default
            ? `\ndeclare module '../../index' {\n  interface CampaignBannerTexts {\n    ${key(campaign.name)}: (typeof texts)[${JSON.stringify(campaign.name)}];\n  }\n}\n`
            : '';
        files.push({
          path: `i18n/${lang}/campaigns/${fileName(campaign)}.ts`,
          content: `${header([campaign.file])}/** Its name and banner texts in ${spec.app.languages.names[lang]}, for the campaigns namespace. */\nconst texts = ${literal({ [campaign.name]: banners })} as const;\nexport default texts;\n${declaredBanners}`,
        });
      }
    }
  }
  const index = [
    header(sources),
    `import type lt from './${spec.app.languages.default}';`,
    '',
    `/** The namespaces of the campaign files' texts: each one's default-language module declares itself here. */`,
    `// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging`,
    `export interface CampaignNamespaces {}`,
    `/** Each campaign's name and banner texts (the campaigns namespace), declared by their default-language modules. */`,
    `// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging`,
    `export interface CampaignBannerTexts {}`,
    `type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;`,
    `/** The titles and leads of the campaigns' routes, as their namespaces have them. */`,
    `export type CampaignRouteTexts = UnionToIntersection<`,
    `  { [N in keyof CampaignNamespaces]: CampaignNamespaces[N] extends { routes: infer R } ? R : never }[keyof CampaignNamespaces]`,
    `>;`,
    '',
    `/** The default language's texts define the keys every language has. */`,
    `export type Resources = typeof lt;`,
    `export type Namespace = keyof Resources;`,
    `export type TextLanguage = ${langs.map((l) => `'${l}'`).join(' | ')};`,
    '',
    `type Texts = Record<string, unknown>;`,
    `type Loaders = Partial<Record<Namespace, () => Promise<{ default: unknown }>>>;`,
    '',
    `const loaders: Record<TextLanguage, Loaders> = {`,
    ...langs.map(
      (l) =>
        `  ${l}: {\n${loaded
          .get(l)!
          .map((ns) => `    ${key(ns)}: () => import('./${l}/${ns}'),`)
          .join('\n')}\n  },`,
    ),
    `};`,
    '',
    `/** Every shared namespace (a campaign's, campaign-<name>, loads with its pages: ./campaign-texts.ts). */`,
    `export const namespaces = ${literal(core)} as readonly Namespace[];`,
    '',
    `/** A campaign's own namespace (campaign-<name>), not one of the shared ones. */`,
    `export const isCampaignNamespace = (namespace: string): boolean => namespace.startsWith('campaign-') && !(namespaces as readonly string[]).includes(namespace);`,
    '',
    `/**`,
    ` * Loads one namespace of one language as its own chunk (none: a campaign-only language without texts there).`,
    ` * A campaign's is found through ./campaign-texts.ts, which only the pages that show a campaign's texts load.`,
    ` */`,
    `export function loadNamespace(language: TextLanguage, namespace: Namespace): Promise<Texts> {`,
    `  const load = loaders[language][namespace];`,
    `  if (load) return load().then((m) => m.default as Texts);`,
    `  if (!isCampaignNamespace(namespace)) return Promise.resolve({});`,
    `  return import('./campaign-texts').then((m) => m.loadCampaignTexts(language, namespace)).then((texts) => (texts ?? {}) as Texts);`,
    `}`,
    '',
  ].join('\n');
  // The campaigns' own namespaces, by file name, apart from the index every page loads.
  const campaignTexts = [
    header([CAMPAIGN_PARTS]),
    `import { loadersOnDisk } from '../parts';`,
    '',
    joined('campaignTexts', 'unknown', './*/', '.ts', { lazy: true, prefix: 'campaign-', except: lookalikes }),
    '',
    `/** A campaign namespace's texts in a language (./lt/campaign-wheel.ts: campaign-wheel in lt), each its own chunk; undefined where it has none. */`,
    `export function loadCampaignTexts(language: string, namespace: string): Promise<unknown> {`,
    `  const load = campaignTexts[\`./\${language}/\${namespace}.ts\`];`,
    `  return load ? load().then((m) => m.default) : Promise.resolve(undefined);`,
    `}`,
    '',
  ].join('\n');
  return [...files, { path: 'i18n/index.ts', content: index }, { path: 'i18n/campaign-texts.ts', content: campaignTexts }];
}

/** The campaigns namespace: every campaign's name and banner texts, each from its own module. */
function campaignsNamespace(spec: Spec, lang: AnyLang): string {
  return [
    header([CAMPAIGN_PARTS]),
    `import { partsOnDisk } from '../../parts';`,
    `import type { CampaignBannerTexts } from '../index';`,
    '',
    joined('parts', 'Record<string, unknown>', './campaigns/', '.ts'),
    '',
    `/** The campaigns texts in ${spec.app.languages.names[lang]}: each campaign's name and banner texts. */`,
    `const texts = Object.assign({}, ...parts.map(([, part]) => part)) as CampaignBannerTexts;`,
    `export default texts;`,
    '',
  ].join('\n');
}
