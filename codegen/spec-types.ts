import type { DataPath, YamlSource } from './load/yaml-source';

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
  formats: Record<string, unknown>;
  breakpoints: Record<string, number>;
  api: { basePath: string; languageHeader: string };
  tokens: Record<string, string>;
  cookies: Record<string, unknown>;
  stagingHosts: string[];
  hiddenPageQueryKey: string;
  configKeys: string[];
  constants: Record<string, unknown>;
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
  notFoundLayout: boolean;
  /** False: robots noindex and not in sitemap.xml. */
  index: boolean;
  variant: 'main' | 'protection';
  params: Record<string, RouteParamSpec>;
  query: string[];
  languages: Lang[];
  aliases: Partial<Record<Lang, string[]>>;
  hash?: Partial<Record<Lang, string>>;
  origin: Origin;
}

export interface BannerSpec {
  id: string;
  type: string;
  locations: string[];
  route?: string;
  priority: number;
  showOnlyToLoggedInUsers?: boolean;
  showOncePerSession?: boolean;
  imageUrl?: string;
}

export interface CampaignSpec {
  file: string;
  name: string;
  kind: 'dice' | 'wheel' | 'purchase' | 'discount' | 'draw' | 'consent' | 'landing';
  description?: string;
  activeFrom: string;
  activeTo: string;
  configKeys: string[];
  routeKeys: string[];
  banners: BannerSpec[];
  steps: string[];
  forms: string[];
  settings: Record<string, unknown>;
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
  origin: Origin;
}

export interface ApiSpec {
  files: string[];
  document: Record<string, any>;
  /** operationId -> where it is declared. */
  operations: Map<string, { method: string; path: string; tags: string[]; secured: boolean; origin: Origin }>;
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
