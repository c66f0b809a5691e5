import { getResponse } from 'msw';
import { languages, type Language } from '../../generated/routes';
import { href } from '../../src/shared/routing/paths';
import type { components } from '../../generated/api/schema';
import type { SitePage } from './site-files';

type Device = components['schemas']['Device'];
type Details = components['schemas']['DeviceDetails'];

export interface DevicePage extends SitePage {
  key: 'Device';
  /** The page's own <title> text (the device's name): the route's title is the same for every device. */
  title: string;
}

type Fetch = (path: string, lang: Language) => Promise<unknown>;

/**
 * Asks the API the app is built for (VITE_API_BASE_URL) or, without one, the built-in sandbox, which
 * `npm start` serves. The Language header is the one the app sends (texts such as a colour's name).
 */
export async function apiFetch(apiBase = process.env.VITE_API_BASE_URL): Promise<Fetch> {
  const sandbox = apiBase ? undefined : (await import('../../src/sandbox/index')).createSandbox();
  return async (path, lang) => {
    const request = new Request(`${apiBase ?? 'http://localhost/api'}${path}`, { headers: { Language: lang } });
    const response = sandbox ? await getResponse(sandbox.handlers, request) : await fetch(request);
    if (!response?.ok) throw new Error(`GET ${path} answered ${response?.status ?? 'nothing'}`);
    return response.json();
  };
}

/**
 * One page per device of the catalogue and language, grouped by device so each lists its own
 * language alternates; titled as the device page titles itself once live (name and colour). A
 * device added later is still served (by the app shell), without a static page until the next build.
 */
export async function devicePages(get: Fetch): Promise<DevicePage[]> {
  const devices = (await get('/devices', 'lt')) as Device[];
  const pages = await Promise.all(
    devices.flatMap((device) =>
      languages.map(async (lang: Language): Promise<DevicePage> => {
        const details = (await get(`/device/${encodeURIComponent(device.skuUrl)}`, lang)) as Details;
        const title = details.colour ? `${details.name}, ${details.colour}` : details.name;
        // Each language's own slug (the API's, in that language); grouped by the Lithuanian one.
        return { path: href('Device', { skuUrl: details.skuUrl }, lang), key: 'Device', lang, group: device.skuUrl, title };
      }),
    ),
  );
  return pages;
}

/**
 * The other addresses of a device that are the site's: each language's slug under every language's prefix
 * (the Lithuanian slug under /en and /ru, as the pages had before their slugs were translated; the English
 * one under the Lithuanian address, as a visitor who swaps the prefix types it, issue 50). Links and
 * bookmarks to them reach the device page, which moves them to the language's own.
 */
export function oldDevicePaths(pages: readonly DevicePage[]): string[] {
  const own = new Set(pages.map((page) => page.path));
  const slugs = new Map<string, Set<string>>();
  for (const page of pages) {
    const group = slugs.get(page.group!) ?? new Set([page.group!]);
    group.add(decodeURIComponent(page.path.slice(page.path.lastIndexOf('/') + 1)));
    slugs.set(page.group!, group);
  }
  const paths = pages.flatMap((page) => [...slugs.get(page.group!)!].map((skuUrl) => href('Device', { skuUrl }, page.lang)));
  return [...new Set(paths)].filter((path) => !own.has(path));
}
