import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';
import { CAMPAIGN_PARTS, fileName } from './parts';
import { hrefsOf } from './routes';
import { copiedTemplate } from './template';

const union = (values: readonly string[]) => values.map((v) => `'${v}'`).join(' | ');

/**
 * Each campaign file's definition (generated/campaigns/<file>.campaign.ts): kind, window, pages, forms with
 * their submit, banners, steps and settings, for the campaign runtime; its banners alone (<file>.banners.ts)
 * for the pages that show banners, so they do not load the rest; and their types (generated/campaigns.ts,
 * campaign-banners.ts, campaign-menu.ts). Data and types only: src/shared/campaign-files/ joins the files.
 */
export function emitCampaigns(spec: Spec): GeneratedFile[] {
  const registry = Object.fromEntries(
    spec.campaigns.map((c) => [
      c.name,
      {
        name: c.name,
        kind: c.kind,
        namespace: c.namespace,
        activeFrom: c.activeFrom,
        activeTo: c.activeTo,
        configKeys: c.configKeys,
        routes: c.routeKeys,
        pages: Object.fromEntries(spec.routes.filter((r) => r.campaign === c.name && r.page).map((r) => [r.key, r.page])),
        banners: c.banners,
        steps: c.steps,
        forms: Object.fromEntries(
          c.forms.map((f) => [f.id, { id: f.id, definition: f.definition, ...(f.submit ? { submit: f.submit } : {}) }]),
        ),
        settings: c.settings,
      },
    ]),
  );
  const sources = [CAMPAIGN_PARTS];
  const content = [
    header(sources),
    `// Each campaign file's definition is in generated/campaigns/<file>.campaign.ts; src/shared/campaign-files/ joins them.`,
    `import type * as Campaign from './campaign-types';`,
    `import type { FormName } from './forms/index';`,
    `import type { RouteKey } from './routes';`,
    '',
    `export type { CampaignBanner } from './campaign-banners';`,
    `export type { PageKind, ValueSource } from './campaign-types';`,
    '',
    `/** Which renderer shows a campaign (src/features/campaigns/kinds.ts has one for each). */`,
    `export type CampaignKind = ${union(spec.campaignKinds)};`,
    `export const campaignKinds = ${literal(spec.campaignKinds)} as const;`,
    '',
    `// The types are written once (codegen/templates/campaign-types.ts); here they take the app's route keys and forms.`,
    `export type PageAction = Campaign.PageAction<RouteKey>;`,
    `export type CampaignPage = Campaign.CampaignPage<RouteKey>;`,
    `export type CampaignSubmit = Campaign.CampaignSubmit<RouteKey>;`,
    `export type CampaignForm = Campaign.CampaignForm<RouteKey, FormName>;`,
    `export type CampaignDefinition = Campaign.CampaignDefinition<RouteKey, FormName, CampaignKind>;`,
    '',
  ].join('\n');
  // Named after the campaign's file, which is unique (its name may differ in case: AirPods).
  const own = (c: Spec['campaigns'][number], part: string, type: string, from: string, value: unknown, list = false): GeneratedFile => ({
    path: `campaigns/${fileName(c)}.${part}.ts`,
    content: [
      header([c.file]),
      `import type { ${type} } from '${from}';`,
      '',
      `const part: ${list ? `readonly ${type}[]` : type} = ${literal(value)};`,
      'export default part;',
      '',
    ].join('\n'),
  });
  const parts = spec.campaigns.flatMap((c) => [
    own(c, 'campaign', 'CampaignDefinition', '../campaigns', registry[c.name]),
    ...(c.banners.length
      ? [
          own(c, 'banners', 'CampaignBanners', '../campaign-banners', {
            name: c.name,
            kind: c.kind,
            activeFrom: c.activeFrom,
            activeTo: c.activeTo,
            // Each button's address in every language: a page that shows a banner needs no campaign's routes.
            banners: c.banners.map((banner) => (banner.route ? { ...banner, href: hrefsOf(spec, banner.route) } : banner)),
          }),
        ]
      : []),
    ...(c.menu.length ? [own(c, 'menu', 'CampaignMenuItem', '../campaign-menu', menuOf(spec, c), true)] : []),
  ]);

  const bannerModule = [
    header(sources),
    `import type * as Campaign from './campaign-types';`,
    `import type { RouteKey } from './routes';`,
    '',
    `export type CampaignBanner = Campaign.CampaignBanner<RouteKey>;`,
    `export type CampaignBanners = Campaign.CampaignBanners<RouteKey>;`,
    '',
  ].join('\n');
  return [
    { path: 'campaigns.ts', content },
    // The types of a campaign's generated data, written once as TypeScript.
    { path: 'campaign-types.ts', content: copiedTemplate('campaign-types.ts', header) },
    { path: 'campaign-banners.ts', content: bannerModule },
    emitCampaignMenu(sources),
    ...parts,
  ];
}

/**
 * The account side navigation's campaign items (generated/campaigns/<file>.menu.ts), with their texts in each
 * site language, so the side navigation shows them without loading the campaigns' texts.
 */
function menuOf(spec: Spec, c: Spec['campaigns'][number]) {
  return c.menu.map((item) => ({
    campaign: c.name,
    activeFrom: c.activeFrom,
    activeTo: c.activeTo,
    route: item.route,
    // Its address in every language: the side navigation needs no campaign's routes.
    href: hrefsOf(spec, item.route),
    group: item.group,
    text: Object.fromEntries(
      spec.app.languages.site.map((lang) => [lang, ((c.texts[lang]?.menu ?? {}) as Record<string, string>)[item.text] ?? '']),
    ),
  }));
}

function emitCampaignMenu(sources: string[]): GeneratedFile {
  const content = [
    header(sources),
    `import type * as Campaign from './campaign-types';`,
    `import type { Language, RouteKey } from './routes';`,
    '',
    `export type CampaignMenuItem = Campaign.CampaignMenuItem<RouteKey, Language>;`,
    '',
  ].join('\n');
  return { path: 'campaign-menu.ts', content };
}
