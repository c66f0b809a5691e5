import type { DataStrategyFunction, LoaderFunctionArgs } from 'react-router';
import { isRouteErrorResponse } from 'react-router';
import { readBakedData, type BakedData } from './baked-data';
import { servicesContext } from './router/services-context';

/**
 * How the app starts on a page baked with its data (ScreenModule.prerender `baked`): loaded only on such a
 * page (src/app/start.tsx), so no other page carries it.
 * - The app's first load gives the page's route the baked data instead of running its loader (its code
 *   still loads). Not hydrationData: React Router runs a lazy route's loader on hydration whatever it has.
 * - Once live, the route's loader runs again in the background and what changed shows. Should that ask
 *   fail, the page keeps the data it was built with, and the error popup says the page could not be
 *   brought up to date (as any failed call does: the visitor may retry or go on with what is shown);
 *   only that refresh, at that address (a navigation elsewhere meanwhile is its own).
 * - The page was baked at its bare address: one asked with a query the screen reads (a filter, a search)
 *   runs its loader as any page does (fitsBakedAddress).
 */
export interface BakedStart {
  route: string;
  dataStrategy: DataStrategyFunction;
  wrap: (loader: (args: LoaderFunctionArgs) => Promise<unknown>) => (args: LoaderFunctionArgs) => Promise<unknown>;
  refresh: (router: { revalidate(): Promise<void> }) => Promise<void>;
}

/**
 * The baked data as the page may use it: its CMS HTML (sanitised at build time) passes through the
 * browser's own sanitiser, the one Trusted Types policy that creates HTML, so no plain string ever
 * reaches innerHTML (React writes it when it renders the part afresh).
 */
async function revive({ data, html }: BakedData): Promise<unknown> {
  const record = data as Record<string, unknown>;
  const fields = (html ?? []).filter((field) => typeof record[field] === 'string');
  if (!fields.length) return data;
  const { sanitizeHtml } = await import('@/shared/content/sanitize');
  return { ...record, ...Object.fromEntries(fields.map((field) => [field, sanitizeHtml(record[field] as string)])) };
}

export function bakedStart(doc: Pick<Document, 'getElementById'>, path: string): BakedStart | undefined {
  const baked = readBakedData(doc);
  if (!baked) return undefined;
  const revived = revive(baked);
  let first = true;
  let refreshing = false;
  let router: { revalidate(): Promise<void> } | undefined;
  const refresh = async (on: { revalidate(): Promise<void> }) => {
    router = on;
    refreshing = true;
    try {
      await on.revalidate();
    } finally {
      refreshing = false;
    }
  };
  return {
    route: baked.route,
    dataStrategy: async ({ matches, request }) => {
      const initial = first && fitsBakedAddress(new URL(request.url).search, baked);
      first = false;
      const load = matches.filter((match) => match.shouldLoad);
      const results = await Promise.all(
        load.map((match) => match.resolve((handler) => (initial && match.route.id === baked.route ? revived : handler()))),
      );
      return Object.fromEntries(load.map((match, index) => [match.route.id, results[index]!]));
    },
    wrap: (loader) => async (args) => {
      const mine = refreshing && new URL(args.request.url).pathname === path;
      try {
        return await loader(args);
      } catch (error) {
        // A redirect or a not-found answer is the page's real answer; a failed call is not.
        if (!mine || error instanceof Response || isRouteErrorResponse(error)) throw error;
        // Its retry asks again, the same way: a failure keeps the page again.
        args.context.get(servicesContext).fail(error, { retry: () => void (router && refresh(router)) });
        return revived;
      }
    },
    refresh,
  };
}

/**
 * Whether a page's baked data is that of the address asked: it was baked at its bare address, so a query
 * the screen reads (a filter, a search) needs the loader. Campaign tags change nothing on a page, and a
 * screen's waiting state (`anyAddress`) is that of every address.
 */
export const fitsBakedAddress = (search: string, baked?: Pick<BakedData, 'anyAddress'>): boolean =>
  !!baked?.anyAddress ||
  [...new URLSearchParams(search).keys()].every((name) => name.startsWith('utm_') || name === 'fbclid' || name === 'gclid');
