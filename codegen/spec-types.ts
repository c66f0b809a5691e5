import type { SpecProblem } from './load/diagnostics';
import type { DataPath, YamlSource } from './load/yaml-source';
import type {
  CampaignBanner,
  CampaignDefinition,
  CampaignForm,
  CampaignPage,
  CampaignSubmit,
  MenuGroup,
  PageAction,
  PageKind,
} from './templates/campaign-types';

export type Lang = 'lt' | 'en' | 'ru';
export type AnyLang = Lang | 'ua';

/** Where a piece of spec came from, so that later checks can point at it. */
export interface Origin {
  source: YamlSource;
  path: DataPath;
}

export interface AppSpec {
  product: { name: string; slug: string };
  languages: {
    default: Lang;
    site: Lang[];
    campaignOnly: 'ua'[];
    prefixes: Record<Lang, string>;
    names: Record<AnyLang, string>;
    htmlLang: Record<AnyLang, string>;
  };
  siteUrl: string;
  currency: string;
  phonePrefix: string;
  helpLine: { shortPhone: string; shortPhoneMinutePrice: number; longPhone: string };
  formats: Record<string, unknown> & { number: { decimalMark: string; groupMark: string } };
  breakpoints: Record<string, number>;
  api: { basePath: string; languageHeader: string };
  tokens: Record<string, string>;
  cookies: Record<string, unknown>;
  security: {
    trustedTypesPolicies: Record<string, string>;
    liveChatVendor: { scriptOrigin: string; sources: Record<string, string[]> };
  };
  stagingHosts: string[];
  hiddenPageQueryKey: string;
  previewQueryKey: string;
  configKeys: string[];
  constants: Record<string, unknown>;
  /** How many characters each place of a campaign shows whole (`banners.*.text`: 60). */
  campaignTextLengths?: Record<string, number>;
}

export interface RouteParamSpec {
  values?: string[];
  optional?: boolean;
  description?: string;
}

/** A route as written in YAML (children nested, paths relative for children). */
export interface RawRoute {
  paths: Partial<Record<Lang, string>>;
  screen?: string;
  layout?: 'default' | 'main';
  login?: boolean;
  footer?: boolean;
  darkHeader?: boolean;
  keepsReturnRoute?: boolean;
  notFoundLayout?: boolean;
  index?: boolean;
  variant?: 'main' | 'protection';
  params?: Record<string, RouteParamSpec>;
  query?: string[];
  languages?: Lang[];
  aliases?: Partial<Record<Lang, string[]>>;
  hash?: Partial<Record<Lang, string>>;
  description?: string;
  children?: Record<string, RawRoute>;
  /** Campaign files: a page drawn from the file by the campaign runtime (screen CampaignPage). */
  page?: PageKind;
  step?: string;
  actions?: PageAction[];
  sections?: string[];
  image?: { src: string; alt?: string };
  form?: string;
  result?: string;
}

/** The data pages a campaign file can describe (rendered by src/features/campaigns without code): written once (codegen/templates/campaign-types.ts). */
export type { PageAction, PageKind } from './templates/campaign-types';
export type PageSpec = CampaignPage;

/** A screen component file: `src/features/<feature>/screens/<name>.tsx`. */
export interface ScreenComponent {
  name: string;
  feature: string;
  /** Relative to the project root. */
  file: string;
}

/** A route after flattening: full paths (parent joined, without language prefix), inherited flags. */
export interface Route {
  key: string;
  parent?: string;
  campaign?: string;
  paths: Partial<Record<Lang, string>>;
  screen: string;
  layout: 'default' | 'main';
  login: boolean;
  footer: boolean;
  darkHeader: boolean;
  /** Core §2: the stored return route survives this route (login, password recovery, registration). */
  keepsReturnRoute: boolean;
  notFoundLayout: boolean;
  /** False: robots noindex and not in sitemap.xml. */
  index: boolean;
  variant: 'main' | 'protection';
  params: Record<string, RouteParamSpec>;
  query: string[];
  languages: Lang[];
  aliases: Partial<Record<Lang, string[]>>;
  hash?: Partial<Record<Lang, string>>;
  /** Campaign data pages (see PageSpec). */
  page?: PageSpec;
  origin: Origin;
}

export type BannerSpec = CampaignBanner;

/** An account side-navigation item a campaign adds while it is active. */
export interface MenuItemSpec {
  route: string;
  group: MenuGroup;
  /** texts.<lang>.menu.<text> */
  text: string;
}

/**
 * The namespace with the titles and leads of the portal's own routes that need a login: only the
 * account area loads it, so a public page does not carry them (emit/i18n.ts).
 */
export const ACCOUNT_ROUTE_TEXTS = 'routes-account';

/** One of Spec['campaignKinds'] (checked by the schema when the file is loaded). */
export type CampaignKind = string;

/** Where a value sent by a campaign form comes from, and what its submit does: written once (codegen/templates/campaign-types.ts). */
export type { ValueSource } from './templates/campaign-types';
export type SubmitSpec = CampaignSubmit;

/**
 * A form of a campaign file: written in the file (fields) or one of spec/forms (form), with its submit.
 * What the app gets of it is the template's CampaignForm; codegen knows where it came from as well.
 */
export interface CampaignFormSpec extends CampaignForm {
  /** The form's fields and labels are in spec/forms/<definition>.yaml, not in the campaign file. */
  shared: boolean;
  raw: Record<string, unknown>;
}

/**
 * A campaign file as loaded. The fields the app gets as they are (name, kind, namespace, window, config
 * keys, steps, settings) are the template's CampaignDefinition (a plain date in the file is loaded as
 * Vilnius midnight, activeTo as the end of that day); the rest is what codegen makes the definition's
 * routes, pages, banners, menu and forms from.
 */
export interface CampaignSpec extends Pick<
  CampaignDefinition<string, string, CampaignKind>,
  'name' | 'kind' | 'namespace' | 'activeFrom' | 'activeTo' | 'configKeys' | 'steps' | 'settings'
> {
  file: string;
  /** The campaign-only language its pages are in (ua), whatever the path's site language. */
  language?: 'ua';
  description?: string;
  routeKeys: string[];
  banners: BannerSpec[];
  menu: MenuItemSpec[];
  forms: CampaignFormSpec[];
  texts: Partial<Record<AnyLang, Record<string, unknown>>>;
  origin: Origin;
}

export interface RuleSpec {
  name: string;
  description: string;
  pattern?: string;
  maxLength?: number;
  message: string;
  examples?: { valid?: string[]; invalid?: string[] };
}

export interface EnumSpec {
  name: string;
  description?: string;
  values: Record<string, string | number>;
}

/** A named rule (optionally with its own message key) or a pattern with its message key. */
export type FieldRule = { rule: string; message?: string } | { pattern: string; message: string };

export interface FieldSpec {
  name: string;
  widget: string;
  type?: 'string' | 'integer' | 'boolean';
  rules: FieldRule[];
  options?: { enum: string } | { values: (string | number)[] };
  default?: string | number | boolean;
  maxLength?: number;
  autocomplete?: string;
  /** Code inputs: digits shown in groups of this size (display only). */
  groupSize?: number;
  when?: Record<string, (string | number | boolean)[]>;
  description?: string;
}

export interface FormSpec {
  name: string;
  file: string;
  description?: string;
  operation?: string;
  submit: boolean;
  fields: FieldSpec[];
  /** Where its labels live: `forms:<name>` for spec/forms, `campaign-x:forms.<id>` for a campaign file's form. */
  textPrefix: string;
  origin: Origin;
}

export interface ApiSpec {
  files: string[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the OpenAPI document as parsed; openapi-typescript and the checks walk it
  document: Record<string, any>;
  /** operationId -> where it is declared. */
  operations: Map<string, { method: string; path: string; tags: string[]; secured: boolean; protection: boolean; origin: Origin }>;
}

export interface Spec {
  app: AppSpec;
  routes: Route[];
  campaigns: CampaignSpec[];
  rules: RuleSpec[];
  enums: EnumSpec[];
  forms: FormSpec[];
  /** lang -> namespace -> texts (campaign texts merged in). */
  i18n: Record<AnyLang, Record<string, Record<string, unknown>>>;
  api: ApiSpec;
  /** The screen components found at codegen time (the .tsx files of src/features/<feature>/screens), see load/screens.ts. */
  screens: ScreenComponent[];
  /** Self-contained JSON Schemas of the files product staff write, for their editor (load/authoring-schema.ts). */
  schemas: { campaign: Record<string, unknown> };
  /** The kinds a campaign file may name: the campaign schema's `kind` enum (one list, in codegen/schemas/campaign.schema.yaml). */
  campaignKinds: readonly string[];
  /** What the checks say without refusing (a date already past, an offset that is not Vilnius's, an emoji). */
  warnings: readonly SpecProblem[];
  /** Spec files per output concern, for the generated headers. */
  files: {
    app: string;
    routes: string[];
    campaigns: string[];
    validation: string;
    enums: string;
    forms: string[];
    i18n: string[];
    api: string[];
  };
}
