import type { Language, RouteRecord } from '../../generated/routes';
import { campaigns } from '../../src/shared/campaign-files/every-campaign';
import { FORM_NAMESPACES } from '../../src/shared/forms/form-texts';
import { Bundle, routeLoad, screenKey, type RouteLoad } from './bundle';

/**
 * What kind of page a route is, told from the build rather than from a list of names, so a new screen
 * falls into its kind by what it loads:
 * - map: its screen loads Leaflet itself (a dynamic import bundling node_modules/leaflet/);
 * - game: its screen draws an animated campaign game (bundles src/features/campaigns/game/motion.ts);
 * - form: its screen shows a generated form (a dynamic import bundling @rjsf, via LazySpecForm), or it is
 *   a campaign file's form page (the campaign runtime's FormPage, which its loader fetches);
 * - page: everything else.
 */
export type RouteKind = 'map' | 'game' | 'form' | 'page';

export interface KindLoad extends RouteLoad {
  kind: RouteKind;
  /** The JS the route loads until it is live: the initial JS and the lazy parts its first render shows. */
  live: string[];
}

const LEAFLET = 'node_modules/leaflet/';
const GAME = 'src/features/campaigns/game/motion.ts';
const FORMS = 'node_modules/@rjsf/';
// The campaign runtime's form page: a campaign route whose page is a form loads it, and it the form library.
const CAMPAIGN_FORM_PAGE = 'src/features/campaigns/pages/FormPage.tsx';
// A form page loads the form library's texts with it. A form whose options an enum names loads `enums`
// too; the only such form (refill) is on a page that lists `enums` itself, which
// tests/unit/forms/form-texts.test.ts keeps true.

export class RouteKinds {
  private readonly keyOf = new Map<string, string>();

  constructor(readonly bundle: Bundle) {
    for (const [key, chunk] of Object.entries(bundle.manifest)) if (!this.keyOf.has(chunk.file)) this.keyOf.set(chunk.file, key);
  }

  private bundles(files: string[], pattern: string): boolean {
    return files.some((f) => this.bundle.sourcesOf(f).some((s) => s.includes(pattern)));
  }

  /** The manifest keys the screen's chunks import dynamically whose own chunks bundle `pattern`. */
  private lazyWith(screenFiles: string[], pattern: string): string[] {
    const keys = screenFiles.flatMap((f) => this.bundle.manifest[this.keyOf.get(f) ?? '']?.dynamicImports ?? []);
    return [...new Set(keys)].filter((k) => this.bundles(this.bundle.closure([k]).js, pattern));
  }

  load(record: RouteRecord, lang: Language): KindLoad {
    const load = routeLoad(this.bundle, record, lang);
    const screenFiles = this.bundle.closure([screenKey(this.bundle, record)]).js;
    const withLazy = (kind: RouteKind, keys: string[]): KindLoad => ({
      ...load,
      kind,
      live: [...new Set([...load.initial.js, ...this.bundle.closure(keys).js])],
    });
    const map = this.lazyWith(screenFiles, LEAFLET);
    if (map.length) return withLazy('map', map);
    if (this.bundles(screenFiles, GAME)) return withLazy('game', []);
    const formPage =
      record.campaign && campaigns[record.campaign]?.pages[record.key]?.kind === 'form' ? this.bundle.closure([CAMPAIGN_FORM_PAGE]).js : [];
    const forms = this.lazyWith([...screenFiles, ...formPage], FORMS);
    if (formPage.length)
      return withLazy('form', [CAMPAIGN_FORM_PAGE, ...forms, ...FORM_NAMESPACES.map((ns) => `generated/i18n/${lang}/${ns}.ts`)]);
    if (forms.length) return withLazy('form', [...forms, ...FORM_NAMESPACES.map((ns) => `generated/i18n/${lang}/${ns}.ts`)]);
    return withLazy('page', []);
  }

  gzip(files: string[]): number {
    return files.reduce((sum, f) => sum + this.bundle.size(f).gzip, 0);
  }
}

/** The kinds budgets.yaml gives a figure: other pages split by audience (public pages, the account area). */
export type BudgetKind = 'public' | 'account' | Exclude<RouteKind, 'page'>;

export const budgetKind = (record: RouteRecord, kind: RouteKind): BudgetKind =>
  kind === 'page' ? (record.login ? 'account' : 'public') : kind;
