import { campaignOfRoute, campaigns } from '../../src/shared/campaign-files/every-campaign';
import type { RouteKey } from '../../generated/routes';
import type { Bundle } from './bundle';

const CLOSED_PAGE = 'src/features/campaigns/pages/ClosedPage.tsx';

/**
 * The chunks a screen prerendered whole (ScreenModule.prerender) loads with its data, beyond its own:
 * their styles are linked in its page (its first paint is styled as the live page), their code is
 * preloaded with the app's. Only campaign data pages are prerendered whole: what they load is the page
 * kind's chunk (src/features/campaigns/screens/CampaignPage.tsx, PAGES; the closed page stands in for
 * it once the campaign has ended) and the campaign kind's renderer (kinds.ts), whose parts (its dynamic
 * imports) are drawn from the files or once the page is live: their styles, not their code. A page
 * baked with API data (a device, the plans) draws what its screen's chunk holds: nothing more.
 */
export function screenAssets(bundle: Bundle, key: RouteKey): { js: string[]; css: string[] } {
  const name = campaignOfRoute[key];
  if (!name) return { js: [], css: [] };
  const page = campaigns[name]?.pages[key];
  // A campaign screen of its own (src/features/campaigns/prerender-ended.ts): its own chunk holds its visitors' page; the closed page once ended.
  if (!page) {
    if (!bundle.manifest[CLOSED_PAGE])
      throw new Error(`the build has no chunk ${CLOSED_PAGE} (route ${key}); see scripts/lib/screen-assets.ts`);
    return bundle.closure([CLOSED_PAGE]);
  }
  const kind = campaigns[name]!.kind;
  const pageChunk = `src/features/campaigns/pages/${page.kind[0]!.toUpperCase()}${page.kind.slice(1)}Page.tsx`;
  const kindChunk = `src/features/campaigns/${kind}/${kind}-kind.ts`;
  for (const chunk of [pageChunk, CLOSED_PAGE])
    if (!bundle.manifest[chunk]) throw new Error(`the build has no chunk ${chunk} (route ${key}); see scripts/lib/screen-assets.ts`);
  const loaded = bundle.closure([pageChunk, ...(bundle.manifest[kindChunk] ? [kindChunk] : [])]);
  // The parts' styles too: a part drawn from the files (fromFiles) is in the page.
  const parts = bundle.closure([...(bundle.manifest[kindChunk]?.dynamicImports ?? []), CLOSED_PAGE]);
  return { js: loaded.js, css: [...new Set([...loaded.css, ...parts.css])] };
}
