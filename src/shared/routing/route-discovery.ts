import { loadChunk } from './chunk';
import { matchRoute } from './paths';
import { campaignRoutesAdded, routes } from './route-table';

/*
 * When the campaigns' routes are needed: an address that is none of the spec's own routes may be a
 * campaign's page (or a legacy alias of one) before it is a CMS page or nothing, so the router loads
 * them (their own chunk, ./campaign-routes.ts) before it decides. Every other address decides at once.
 */

let loading: Promise<unknown> | undefined;

/** Whether `pathname` may be a campaign's page the table does not know yet: no own route but the CMS catch-all serves it. */
export function needsCampaignRoutes(pathname: string): boolean {
  if (campaignRoutesAdded()) return false;
  const match = matchRoute(pathname);
  return !match || (!match.redirectTo && routes[match.key].paths[match.lang]?.endsWith('*') === true);
}

/** Loads the campaigns' routes into the table, once; a failed load is tried again by the next navigation. */
export function loadCampaignRoutes(): Promise<unknown> {
  loading ??= loadChunk(() => import('./campaign-routes')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The campaigns' routes, when `pathname` may be one of their pages. */
export const routesFor = (pathname: string): Promise<unknown> => (needsCampaignRoutes(pathname) ? loadCampaignRoutes() : Promise.resolve());
