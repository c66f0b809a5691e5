import type { Lang, PageSpec, RawRoute, Route } from '../spec-types';

/** The runtime screen that draws every campaign data page (src/features/campaigns/screens/). */
export const CAMPAIGN_PAGE_SCREEN = 'CampaignPage';

function pageOf(raw: RawRoute): PageSpec | undefined {
  if (!raw.page) return undefined;
  return {
    kind: raw.page,
    ...(raw.step ? { step: raw.step } : {}),
    actions: raw.actions ?? [],
    sections: raw.sections ?? [],
    ...(raw.image ? { image: raw.image } : {}),
    ...(raw.form ? { form: raw.form } : {}),
    ...(raw.result ? { result: raw.result } : {}),
  };
}
import type { DataPath, YamlSource } from '../load/yaml-source';

const ALL: Lang[] = ['lt', 'en', 'ru'];

/** Flattens nested routes: children get their parent's path prepended and inherit its flags. */
export function flattenRoutes(map: Record<string, RawRoute>, source: YamlSource, basePath: DataPath, campaign?: string): Route[] {
  const out: Route[] = [];
  const visit = (key: string, raw: RawRoute, path: DataPath, parent?: Route) => {
    const languages = raw.languages ?? parent?.languages ?? ALL;
    const paths: Partial<Record<Lang, string>> = {};
    for (const [lang, p] of Object.entries(raw.paths ?? {}) as [Lang, string][]) {
      paths[lang] = parent ? joinPath(parent.paths[lang] ?? '', p) : p;
    }
    const page = pageOf(raw);
    // A data page's children are pages or screens of their own: they do not inherit CampaignPage.
    const inherited = parent && !parent.page ? parent.screen : undefined;
    const route: Route = {
      key,
      ...(parent ? { parent: parent.key } : {}),
      ...(campaign ? { campaign } : {}),
      paths,
      screen: page ? CAMPAIGN_PAGE_SCREEN : (raw.screen ?? inherited ?? key),
      layout: raw.layout ?? parent?.layout ?? 'default',
      login: raw.login ?? parent?.login ?? false,
      footer: raw.footer ?? parent?.footer ?? true,
      darkHeader: raw.darkHeader ?? parent?.darkHeader ?? false,
      keepsReturnRoute: raw.keepsReturnRoute ?? parent?.keepsReturnRoute ?? false,
      notFoundLayout: raw.notFoundLayout ?? false,
      index: raw.index ?? true,
      variant: raw.variant ?? parent?.variant ?? 'main',
      params: { ...(parent?.params ?? {}), ...(raw.params ?? {}) },
      query: raw.query ?? [],
      languages,
      aliases: raw.aliases ?? {},
      ...(raw.hash ? { hash: raw.hash } : {}),
      ...(page ? { page } : {}),
      origin: { source, path },
    };
    out.push(route);
    for (const [childKey, child] of Object.entries(raw.children ?? {})) {
      visit(childKey, child, [...path, 'children', childKey], route);
    }
  };
  for (const [key, raw] of Object.entries(map)) visit(key, raw, [...basePath, key]);
  return out;
}

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  return `${parent.replace(/\/$/, '')}/${child}`;
}

/** `:name` and `:name?` segments of a path, in order. */
export function pathParams(path: string): { name: string; optional: boolean }[] {
  return [...path.matchAll(/:([A-Za-z][A-Za-z0-9]*)(\?)?/g)].map((m) => ({ name: m[1]!, optional: m[2] === '?' }));
}
