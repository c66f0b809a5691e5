import './campaign-routes';

/*
 * Every route of the spec and the campaign files at once, for Node tools (prerender, budgets, the
 * bench, the servers, browser tests) and component tests: the app itself loads the campaigns' routes
 * only where a page needs them (./route-discovery.ts).
 */
export { legacyRedirects, routes } from './route-table';
