import { ACCOUNT_ROUTE_TEXTS, type AnyLang, type Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS, fileName } from './parts';

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
 * leaves it unchanged): its own spec/i18n file, or the campaign file of a campaign's namespace.
 */
function ownSources(spec: Spec, lang: AnyLang, ns: string): string[] {
  const campaign = spec.campaigns.find((c) => c.namespace === ns);
  if (campaign) return [campaign.file];
  const file = `spec/i18n/${lang}/${ns === ACCOUNT_ROUTE_TEXTS ? 'routes' : ns}.yaml`;
  return spec.files.i18n.includes(file) ? [file] : [`spec/i18n/${lang}/`];
}

const ident = (ns: string) => ns.replace(/[^A-Za-z0-9]/g, '_');
const key = (ns: string) => (/^[A-Za-z_$][\w$]*$/.test(ns) ? ns : `'${ns}'`);

/**
 * One module per language and namespace, so a page loads only the texts it uses; plus one module per
 * language with every shared namespace, for tests and tools (the app never imports those). A campaign's
 * texts are in modules of its own: its namespace (campaign-<name>) and its part of `campaigns`
 * (i18n/<lang>/campaigns/<file>.ts), which src/shared/campaign-files/ finds by file name.
 */
export function emitI18n(spec: Spec): GeneratedFile[] {
  const langs: AnyLang[] = [...spec.app.languages.site, ...spec.app.languages.campaignOnly];
  const sources = [...spec.files.i18n, CAMPAIGN_PARTS];
  const files: GeneratedFile[] = [];
  const campaignNamespaces = new Set(spec.campaigns.map((c) => c.namespace));
  const all = Object.keys(resourcesOf(spec, spec.app.languages.default));
  const core = all.filter((ns) => !campaignNamespaces.has(ns));
  // A campaign-only language (ua) has texts in a few namespaces: the app gets loaders for those only.
  const loaded = new Map<AnyLang, string[]>();
  for (const lang of langs) {
    const resources = resourcesOf(spec, lang);
    const campaignOnly = (spec.app.languages.campaignOnly as readonly AnyLang[]).includes(lang);
    const has = (ns: string) => !campaignOnly || Object.keys(resources[ns] ?? {}).length > 0;
    loaded.set(lang, core.filter(has));
    const withRoutes = core.filter((ns) => ns !== 'routes' && resources[ns]?.routes);
    const shared = core.filter((ns) => ns !== 'campaigns');
    const joinedRoutes = `{ ${['...routes', ...withRoutes.map((ns) => `...${ident(ns)}.routes`)].join(', ')} }`;
    files.push({
      path: `i18n/${lang}.ts`,
      content: [
        header(spec.files.i18n),
        ...shared.map((ns) => `import ${ident(ns)} from './${lang}/${ns}';`),
        '',
        `/**`,
        ` * Every shared namespace's texts in ${spec.app.languages.names[lang]}, with every route's title and lead under \`routes\`, for tests`,
        ` * and tools (the app loads namespaces one by one); src/shared/campaign-files/resources.ts adds the campaigns'.`,
        ` */`,
        `const resources = { ${shared
          .filter((ns) => ns !== 'routes')
          .map((ns) => (ident(ns) === ns ? ns : `'${ns}': ${ident(ns)}`))
          .join(', ')}, routes: ${joinedRoutes} };`,
        'export default resources;',
        '',
      ].join('\n'),
    });
    for (const ns of core) {
      if (ns === 'campaigns') continue;
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
    `/** The default language's texts define the keys every language has; the campaigns namespace joins each campaign's part. */`,
    `type Shared = typeof lt;`,
    `export type Resources = Omit<Shared, 'routes'> & {`,
    `  routes: Shared['routes'] & CampaignRouteTexts;`,
    `  campaigns: CampaignBannerTexts;`,
    `} & CampaignNamespaces;`,
    `export type Namespace = keyof Resources;`,
    `export type TextLanguage = ${langs.map((l) => `'${l}'`).join(' | ')};`,
    '',
    `type Loaders = Partial<Record<Namespace, () => Promise<{ default: unknown }>>>;`,
    '',
    `/**`,
    ` * Each shared namespace of each language, its own chunk (src/shared/i18n/load-namespace.ts loads them, and the`,
    ` * campaigns namespace and a campaign's own from their files: src/shared/campaign-files/).`,
    ` */`,
    `export const loaders: Record<TextLanguage, Loaders> = {`,
    ...langs.map(
      (l) =>
        `  ${l}: {\n${loaded
          .get(l)!
          .filter((ns) => ns !== 'campaigns')
          .map((ns) => `    ${key(ns)}: () => import('./${l}/${ns}'),`)
          .join('\n')}\n  },`,
    ),
    `};`,
    '',
    `/** Every shared namespace (a campaign's, campaign-<name>, loads with its pages). */`,
    `export const namespaces = ${literal(core)} as readonly Namespace[];`,
    '',
  ].join('\n');
  // Every language's module by name, so Node tools import them (a disk read would meet their extensionless imports).
  const everyLanguage = [
    header(spec.files.i18n),
    ...langs.map((l) => `import ${l} from './${l}';`),
    '',
    `/** Every language's shared texts, for tests and tools: src/shared/campaign-files/resources.ts adds the campaigns'. */`,
    `const everyLanguage = { ${langs.join(', ')} };`,
    'export default everyLanguage;',
    '',
  ].join('\n');
  return [...files, { path: 'i18n/index.ts', content: index }, { path: 'i18n/every-language.ts', content: everyLanguage }];
}
