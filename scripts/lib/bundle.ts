import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { namespaces as allNamespaces } from '../../generated/i18n/index';
import { type Language, type RouteRecord } from '../../generated/routes';
import { routes } from '../../src/shared/routing/every-route';
import { BASE_NAMESPACES } from '../../src/shared/i18n/base-namespaces';
import { BANNER_TEXTS } from './campaign-texts-plugin';

/** Vite's build manifest entry (dist/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

/** What the build holds, read once: sizes of every file and the source modules of every chunk. */
export class Bundle {
  readonly manifest: Record<string, ManifestChunk>;
  private readonly sizes = new Map<string, FileSize>();
  private readonly sources = new Map<string, string[]>();

  constructor(readonly dist: string) {
    this.manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  }

  size(file: string): FileSize {
    let size = this.sizes.get(file);
    if (!size) {
      const content = readFileSync(join(this.dist, file));
      size = { file, raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliCompressSync(content).length };
      this.sizes.set(file, size);
    }
    return size;
  }

  /** The source modules bundled into a JS file, from its source map. */
  sourcesOf(file: string): string[] {
    let list = this.sources.get(file);
    if (!list) {
      const map = join(this.dist, `${file}.map`);
      list = existsSync(map)
        ? (JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }).sources.map((s) => s.replace(/^(\.\.\/)+/, ''))
        : [];
      this.sources.set(file, list);
    }
    return list;
  }

  /** The JS files a manifest key loads at once: itself and its static imports, transitively. */
  closure(keys: readonly string[]): { js: string[]; css: string[] } {
    const js = new Set<string>();
    const css = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || js.has(chunk.file)) return;
      js.add(chunk.file);
      for (const c of chunk.css ?? []) css.add(c);
      for (const i of chunk.imports ?? []) visit(i);
    };
    keys.forEach(visit);
    return { js: [...js], css: [...css] };
  }

  get jsFiles(): string[] {
    return [...new Set(Object.values(this.manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  }
}

/**
 * The screen module a route renders: its file under src/features/<feature>/screens/, or RouteContent for
 * an editorial route (`screen: content`, see generated/screens.ts). Codegen fails on a missing screen,
 * so one missing here means the build is not of this spec.
 */
export function screenKey(bundle: Bundle, record: RouteRecord): string {
  if (record.screen === 'content') return 'src/features/content/RouteContent.tsx';
  const key = Object.keys(bundle.manifest).find((k) => k.endsWith(`/screens/${record.screen}.tsx`));
  if (!key)
    throw new Error(`the build has no chunk for screen ${record.screen} (route ${record.key}); run npm run codegen and build again`);
  return key;
}

/** The text namespaces a screen declares (`export const namespaces = [...]`), else all of them. */
export function screenNamespaces(screenSource: string): string[] {
  if (!existsSync(screenSource)) return [...allNamespaces];
  const match = /export const namespaces = \[([^\]]*)\]/.exec(readFileSync(screenSource, 'utf8'));
  if (!match) return [...allNamespaces];
  return [...match[1]!.matchAll(/'([a-z][a-z-]*)'/g)].map((m) => m[1]!);
}

/**
 * What every page runs first: the entry (index.html's script) and the app it starts once the page
 * has painted (src/main.tsx imports src/app/start.tsx).
 */
export const ENTRY = ['index.html', 'src/app/start.tsx'];

/** The campaign files' routes: their own chunk, loaded by a campaign's page only. */
export const CAMPAIGN_ROUTES = 'src/shared/routing/campaign-routes.ts';

export interface RouteLoad {
  key: string;
  lang: Language;
  path: string;
  initial: { js: string[]; css: string[] };
  lazy: string[];
}

/** A namespace's module in a language: the campaigns namespace's is the chunk that joins its parts (scripts/lib/campaign-texts-plugin.ts). */
const textModule = (lang: string, ns: string): string =>
  ns === 'campaigns' ? `${BANNER_TEXTS}/${lang}` : `generated/i18n/${lang}/${ns}.ts`;

/** For a route in a language: what loads before its first render, and what it may load later. */
export function routeLoad(bundle: Bundle, record: RouteRecord, lang: Language): RouteLoad {
  const screen = screenKey(bundle, record);
  const texts = [...new Set([...BASE_NAMESPACES, ...screenNamespaces(screen), ...(record.namespaces ?? [])])].map((ns) =>
    textModule(lang, ns),
  );
  // A campaign's page loads the campaigns' routes, their texts' index and its campaign's file before it
  // renders (src/shared/routing/route-discovery.ts, generated/i18n/index.ts, src/shared/campaigns/definitions.ts).
  const campaign = record.campaign
    ? [CAMPAIGN_ROUTES, 'src/shared/campaign-files/texts.ts', `generated/campaigns/${record.campaign.toLowerCase()}.campaign.ts`]
    : [];
  const initial = bundle.closure([...ENTRY, screen, ...texts, ...campaign]);
  const lazy = (bundle.manifest[screen]?.dynamicImports ?? []).map((k) => bundle.manifest[k]?.file).filter((f): f is string => !!f);
  return { key: record.key, lang, path: record.paths[lang]!, initial, lazy };
}

export const publicRoutes = (): RouteRecord[] => (Object.values(routes) as RouteRecord[]).filter((r) => !r.login && r.variant === 'main');

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
