import type { AnyLang, Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** Deep merge where later maps add keys; texts of campaign files land in their namespaces. */
function merge(target: Record<string, unknown>, extra: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...target };
  for (const [k, v] of Object.entries(extra)) {
    const current = out[k];
    out[k] = v && typeof v === 'object' && current && typeof current === 'object'
      ? merge(current as Record<string, unknown>, v as Record<string, unknown>)
      : v;
  }
  return out;
}

/** The texts of one language: spec/i18n/<lang>/*.yaml plus every campaign's texts. */
export function resourcesOf(spec: Spec, lang: AnyLang): Record<string, Record<string, unknown>> {
  const namespaces: Record<string, Record<string, unknown>> = { ...(spec.i18n[lang] ?? {}) };
  for (const campaign of spec.campaigns) {
    const texts = campaign.texts[lang];
    if (!texts) continue;
    const { routes, ...rest } = texts as { routes?: Record<string, unknown> };
    if (routes) namespaces.routes = merge(namespaces.routes ?? {}, routes);
    namespaces.campaigns = merge(namespaces.campaigns ?? {}, { [campaign.name]: rest });
  }
  return Object.fromEntries(Object.entries(namespaces).sort(([a], [b]) => a.localeCompare(b)));
}

/** One module per language, so a page loads only its own language's texts. */
export function emitI18n(spec: Spec): GeneratedFile[] {
  const langs: AnyLang[] = [...spec.app.languages.site, ...spec.app.languages.campaignOnly];
  const sources = [...spec.files.i18n, ...spec.files.campaigns];
  const files = langs.map((lang) => ({
    path: `i18n/${lang}.ts`,
    content: `${header(sources)}/** Texts in ${spec.app.languages.names[lang]}, by namespace. */\nconst resources = ${literal(resourcesOf(spec, lang))} as const;\nexport default resources;\n`,
  }));
  const index = [
    header(sources),
    `import type lt from './${spec.app.languages.default}';`,
    '',
    `/** The default language's texts define the keys every language has. */`,
    `export type Resources = typeof lt;`,
    `export type Namespace = keyof Resources;`,
    `export const namespaces = ${literal(Object.keys(resourcesOf(spec, spec.app.languages.default)))} as const;`,
    '',
    `/** Loads one language's texts as its own chunk. */`,
    `export const loadResources = {`,
    ...langs.map((l) => `  ${l}: () => import('./${l}').then((m) => m.default as unknown as Record<string, Record<string, unknown>>),`),
    `} as const;`,
    '',
  ].join('\n');
  return [...files, { path: 'i18n/index.ts', content: index }];
}
