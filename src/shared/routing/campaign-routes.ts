import { campaignRoutes } from '../campaign-files/routes';
import type { RouteKey, RouteRecord } from '../../../generated/routes';
import { addCampaignRoutes, routes } from './route-table';

/*
 * The campaign files' routes, in a chunk of their own: a page that is not a campaign's never loads
 * them. They join the route table when this module is first evaluated, so code that links to a
 * campaign's page imports campaignHref from here (its chunk then brings them), and the router loads
 * them (loadCampaignRoutes) when an address is none of the spec's own routes. Relative imports, as
 * route-table.ts has.
 */
addCampaignRoutes(campaignRoutes);

/** href() and hrefOf() for a campaign's page, from code that is not the campaign's own (its chunk brings their routes). */
export { href as campaignHref, hrefOf as campaignHrefOf } from './paths';

/** A campaign route's record, from code that is not the campaign's own; undefined when no campaign file has it. */
export const campaignRoute = (key: RouteKey): RouteRecord | undefined => routes[key];
