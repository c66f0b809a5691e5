/**
 * The types of what codegen makes of a campaign file, written once: codegen reads and checks the spec
 * with them (codegen/spec-types.ts imports them), and the app and the sandbox read the generated data
 * with them (codegen copies this file to generated/campaign-types.ts; generated/campaigns.ts,
 * campaign-banners.ts and campaign-menu.ts give them the app's route keys, forms and languages).
 */

/** The pages a campaign file draws without code (src/features/campaigns/pages). */
export type PageKind = 'landing' | 'rules' | 'form' | 'result';

/** A call-to-action button: its text key (texts.<lang>.actions.<text>) and a route of the file or spec, or a URL. */
export interface PageAction<Route extends string = string> {
  text: string;
  route?: Route;
  url?: string;
  style?: 'primary' | 'secondary';
  /** Shown only when the page's :status is this one. */
  status?: string;
}

export interface CampaignPage<Route extends string = string> {
  kind: PageKind;
  /** The step this page is at: earlier steps are finished, later ones inactive. */
  step?: string;
  actions: readonly PageAction<Route>[];
  /** Section ids; their texts are texts.<lang>.sections.<id>.title/.text. */
  sections: readonly string[];
  image?: { src: string; alt?: string };
  /** Form pages: a form of the campaign file's `forms:`. */
  form?: string;
  /** This result page's own result: it shows its route's title and description (results.<:status> otherwise). */
  result?: string;
}

/** Where a value of the call comes from; `group` is an object of them (the form's own questions, by field name). */
export type ValueSource =
  | { field: string }
  | { param: string }
  | { value: string | number | boolean }
  | { campaign: true }
  | { group: Readonly<Record<string, ValueSource>> };

/** What a campaign form's submit button does: one API operation, then a route or a message. */
export interface CampaignSubmit<Route extends string = string> {
  operation: string;
  /** Filled by codegen from spec/api. */
  method: string;
  path: string;
  pathParams: Readonly<Record<string, ValueSource>>;
  body: Readonly<Record<string, ValueSource>>;
  success: { route: Route } | { message: string };
}

export interface CampaignForm<Route extends string = string, Form extends string = string> {
  id: string;
  /** The generated form (generated/forms/<definition>.ts). */
  definition: Form;
  submit?: CampaignSubmit<Route>;
}

export interface CampaignBanner<Route extends string = string> {
  id: string;
  /** An InformationBannerType member. */
  type: string;
  /** BannerLocation members. */
  locations: readonly string[];
  route?: Route;
  /** The route's address in each site language (codegen writes it: a page that shows the banner needs no campaign's routes). */
  href?: Readonly<Record<string, string>>;
  /** Lower shows first. */
  priority: number;
  showOnlyToLoggedInUsers?: boolean;
  showOncePerSession?: boolean;
  imageUrl?: string;
}

/** A campaign's banners with the window they show in (generated/campaigns/<file>.banners.ts). */
export interface CampaignBanners<Route extends string = string> {
  name: string;
  /** The campaign's kind: a kind may give its banners behaviour (src/features/campaigns/banner-behaviours.ts). */
  kind: string;
  activeFrom: string;
  activeTo: string;
  banners: readonly CampaignBanner<Route>[];
}

/** The account side navigation's groups a campaign may add an item to. */
export type MenuGroup = 'account' | 'services';

/** A side navigation item of a campaign file, with its text in each site language. */
export interface CampaignMenuItem<Route extends string = string, Language extends string = string> {
  campaign: string;
  /** The campaign's window: the item shows while now is between them. */
  activeFrom: string;
  activeTo: string;
  route: Route;
  /** The route's address in each site language (codegen writes it: the side navigation needs no campaign's routes). */
  href: Readonly<Record<Language, string>>;
  group: MenuGroup;
  text: Readonly<Record<Language, string>>;
}

export interface CampaignDefinition<Route extends string = string, Form extends string = string, Kind extends string = string> {
  name: string;
  kind: Kind;
  /** The i18n namespace of its texts. */
  namespace: string;
  /** Exact instants (ISO 8601); the campaign is active when now is between them. */
  activeFrom: string;
  activeTo: string;
  configKeys: readonly string[];
  routes: readonly Route[];
  /** Its routes drawn from the file (the rest have screens of their own). */
  pages: Readonly<Partial<Record<Route, CampaignPage<Route>>>>;
  banners: readonly CampaignBanner<Route>[];
  steps: readonly string[];
  forms: Readonly<Record<string, CampaignForm<Route, Form>>>;
  settings: Readonly<Record<string, unknown>>;
}
