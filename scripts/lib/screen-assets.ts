import { campaignOfRoute, campaigns } from '../../generated/campaigns';
import type { RouteKey } from '../../generated/routes';
import type { Bundle } from './bundle';

/**
 * The chunks a screen prerendered whole (ScreenModule.prerenderScreen) loads with its data, beyond its
 * own: their styles are linked in its page (the first paint is styled as the live page), their code
 * preloaded with the app's. Only campaign data pages are prerendered whole; what they load is fixed by
 * src/features/campaigns/screens/CampaignPage.tsx (the page kind's chunk) and kinds.ts (the campaign
 * kind's renderer, whose parts are its dynamic imports: their styles, not their code, as a page shows one
 * of them).
 */
const CLOSED_PAGE = 'src/features/campaigns/pages/ClosedPage.tsx';

export function screenAssets(bundle: Bundle, key: RouteKey): { js: string[]; css: string[] } {
  const name = campaignOfRoute[key];
  const campaign = name ? campaigns[name] : undefined;
  const page = campaign?.pages[key];
  if (!campaign || !page) throw new Error(`route ${key} is prerendered whole, but scripts/lib/screen-assets.ts knows only campaign pages`);
  const pageChunk = `src/features/campaigns/pages/${page.kind[0]!.toUpperCase()}${page.kind.slice(1)}Page.tsx`;
  const kindChunk = `src/features/campaigns/${campaign.kind}/${campaign.kind}-kind.ts`;
  if (!bundle.manifest[pageChunk]) throw new Error(`the build has no chunk ${pageChunk} (route ${key}); build again`);
  const loaded = bundle.closure([pageChunk, ...(bundle.manifest[kindChunk] ? [kindChunk] : [])]);
  // The campaign's closed page stands in for it once the campaign has ended (before the next build).
  const parts = bundle.closure([...(bundle.manifest[kindChunk]?.dynamicImports ?? []), CLOSED_PAGE]);
  return { js: loaded.js, css: [...new Set([...loaded.css, ...parts.css])] };
}
