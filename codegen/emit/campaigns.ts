import type { Spec } from '../spec-types';
import { header, literal, type GeneratedFile } from './header';

/** The campaign registry: kind (renderer), active window, routes, banners, steps, forms, settings. */
export function emitCampaigns(spec: Spec): GeneratedFile[] {
  const registry = Object.fromEntries(
    spec.campaigns.map((c) => [
      c.name,
      {
        name: c.name,
        kind: c.kind,
        activeFrom: c.activeFrom,
        activeTo: c.activeTo,
        configKeys: c.configKeys,
        routes: c.routeKeys,
        banners: c.banners,
        steps: c.steps,
        forms: c.forms,
        settings: c.settings,
      },
    ]),
  );
  const content = [
    header(spec.files.campaigns.length ? spec.files.campaigns : ['spec/campaigns/']),
    `import type { RouteKey } from './routes';`,
    '',
    `export type CampaignKind = 'dice' | 'wheel' | 'purchase' | 'discount' | 'draw' | 'consent' | 'landing';`,
    '',
    `export interface CampaignBanner {`,
    `  id: string;`,
    `  type: string;`,
    `  locations: readonly string[];`,
    `  route?: RouteKey;`,
    `  priority: number;`,
    `  showOnlyToLoggedInUsers?: boolean;`,
    `  showOncePerSession?: boolean;`,
    `  imageUrl?: string;`,
    `}`,
    '',
    `export interface CampaignDefinition {`,
    `  name: string;`,
    `  kind: CampaignKind;`,
    `  /** ISO 8601; the campaign is active when now is between activeFrom and activeTo. */`,
    `  activeFrom: string;`,
    `  activeTo: string;`,
    `  configKeys: readonly string[];`,
    `  routes: readonly RouteKey[];`,
    `  banners: readonly CampaignBanner[];`,
    `  steps: readonly string[];`,
    `  forms: readonly string[];`,
    `  settings: Readonly<Record<string, unknown>>;`,
    `}`,
    '',
    `/** One entry per file in spec/campaigns/. */`,
    `export const campaigns: Record<string, CampaignDefinition> = ${literal(registry)};`,
    '',
  ].join('\n');
  return [{ path: 'campaigns.ts', content }];
}
