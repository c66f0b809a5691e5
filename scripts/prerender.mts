import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { setupServer } from 'msw/node';
import { createServer } from 'vite';
import { languages } from '../generated/routes';
import { routes } from '../src/shared/routing/every-route';
import { Bundle, ENTRY, routeLoad, screenKey } from './lib/bundle';
import { apiFetch, devicePages, oldDevicePaths } from './lib/device-pages';
import { contentPages } from './lib/content-pages';
import { helpBakedPages, helpPaths } from './lib/help-pages';
import { screenAssets } from './lib/screen-assets';
import { notFoundPagePath } from './lib/not-found-page';
import { nginxRouteMap, robotsTxt, sitemapXml } from './lib/site-files';
import { bakedDataElement, scriptJson } from '../src/app/baked-data';
import { linkPreview } from './lib/link-preview';
import { sharePictures } from './lib/share-images';
import { loadBuildEnv } from './lib/build-env';

/**
 * After `vite build`: renders every public route in every language to static HTML in dist/
 * (dist/<path>/index.html; Home in lt is dist/index.html), with each device, help group and article and
 * the CMS's published pages. The plain app shell, for the app's other addresses (the account area, a CMS
 * page published since the build or ending on a date), is kept as dist/app.html (nginx and `npm start`
 * fall back to it); the not-found page of each language as dist/404.html, dist/en/404.html,
 * dist/ru/404.html (sent with 404).
 */
// The same variables as the `vite build` before it (VITE_API_BASE_URL from a .env file included).
loadBuildEnv('production');
const dist = process.env.E2E_OUT_DIR ?? 'dist';
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const bundle = new Bundle(dist);
const inBuilt = new Set([...built.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

// Every page links the styles of the app the entry starts (the header's and footer's among them):
// the first paint is already styled.
const entry = bundle.closure(ENTRY);
const styled = built.replace(
  '</head>',
  `${entry.css
    .filter((file) => !built.includes(`/${file}"`))
    .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
    .join('')}</head>`,
);
// The plain shell has nothing to paint: it preloads the app and the entry starts it at once. The
// paths it serves are the account area and CMS pages not baked: the content screen is preloaded
// too (the account area preloads its own once the app knows the user).
const shellJs = bundle.closure([...ENTRY, screenKey(bundle, routes.ContentPage)]).js.filter((file) => !inBuilt.has(file));
const shell = styled.replace('</head>', `${preloadLinks(shellJs)}</head>`);
writeFileSync(join(dist, 'app.html'), shell);

/**
 * What a prerendered page's app needs (the entry's app, the screen chunk and its imports, the
 * language's texts): src/main.tsx preloads them all at once right after the first paint, so they
 * neither compete with the page's styles for the first paint nor load one after another.
 */
function appPreload(key: keyof typeof routes, lang: Parameters<typeof routeLoad>[2], more: string[] = []): string {
  const files = [...new Set([...routeLoad(bundle, routes[key], lang).initial.js, ...more])].filter((file) => !inBuilt.has(file));
  // `page-route` tells the app which route the page is: one of the spec's own starts without the campaigns' routes.
  return `<meta name="page-route" content="${key}"><meta name="app-preload" content="${files.map((file) => `/${file}`).join(' ')}">`;
}

/**
 * A page prerendered with its whole screen: the styles of what the screen drew (its page and part
 * chunks, loaded later by its loader) are linked, so the first paint is styled as the live page; their
 * code is preloaded with the app's; `page-status` tells the app to load the screen before it hydrates.
 */
function screenHead(key: keyof typeof routes, lang: Parameters<typeof routeLoad>[2], baked = false): string {
  const assets = screenAssets(bundle, key);
  const more = assets.css;
  // A baked page's app starts with src/app/baked-start.ts (no other page loads it).
  const js = baked ? [...assets.js, ...bundle.closure(['src/app/baked-start.ts']).js] : assets.js;
  const css = [...new Set([...routeLoad(bundle, routes[key], lang).initial.css, ...more])];
  const links = css.filter((file) => !styled.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return `<meta name="page-status" content="screen">${links.join('')}${appPreload(key, lang, js)}`;
}

// Pages baked with public API data (ScreenModule.prerender `baked`) ask the API the app is built for
// (VITE_API_BASE_URL) or, without one, the built-in sandbox, answering in this process.
const apiBase = process.env.VITE_API_BASE_URL ?? 'http://localhost/api';
const sandbox = process.env.VITE_API_BASE_URL ? undefined : setupServer(...(await import('../src/sandbox/index')).createSandbox().handlers);
sandbox?.listen({ onUnhandledRequest: 'error' });

/** The page's data and schema.org description, as data: JSON the app reads, JSON-LD for search engines. */
function bakedParts(page: { path: string; baked?: { route: string; data: unknown }; structuredData?: object }): {
  head: string;
  body: string;
} {
  if (!page.baked) return { head: '', body: '' };
  // The app hydrates from this data: what JSON cannot carry (a Map, a Date) would hydrate as something else.
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(page.baked.data)), page.baked.data)) {
    throw new Error(`prerendering ${page.path}: its screen's prerender.data is not plain JSON (a Map, a Date, undefined in a list?)`);
  }
  const ld = page.structuredData ? `<script type="application/ld+json">${scriptJson(page.structuredData)}</script>` : '';
  return { head: ld, body: bakedDataElement(page.baked) };
}

// The CMS's HTML in a baked page is sanitised as the browser does it, on jsdom's DOM.
const vite = await createServer({
  server: { middlewareMode: true },
  appType: 'custom',
  logLevel: 'error',
  resolve: { alias: [{ find: /^dompurify$/, replacement: fileURLToPath(new URL('./lib/server-dompurify.ts', import.meta.url)) }] },
});
try {
  const { prerender, prerenderPaths, learnApiClock } = (await vite.ssrLoadModule(
    '/src/app/prerender.tsx',
  )) as typeof import('../src/app/prerender');
  await learnApiClock(apiBase);
  const pages = prerenderPaths();
  // Link previews' pictures: rendered at build as 1200 × 630 PNGs on the site's own paths (scripts/lib/share-images.ts).
  const pictures = sharePictures((url) => fetch(url), apiBase);
  const toHtml = async (page: Awaited<ReturnType<typeof prerender>>, preload: string, marker = '', image?: string) => {
    const baked = bakedParts(page);
    // The page's own picture: its baked data's (a device's photo), else its route's (a campaign page's).
    const own = (page.baked?.data as { pageImage?: unknown } | undefined)?.pageImage;
    const picture = typeof own === 'string' ? own : image;
    const preview = marker
      ? ''
      : linkPreview(page.head, {
          lang: page.lang,
          image: picture ? await pictures.pathFor(picture) : undefined,
          product: typeof own === 'string',
        });
    return styled
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(
        '</head>',
        `${marker}${page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}${preview}${baked.head}${preload}</head>`,
      )
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>${baked.body}`);
  };
  const write = (file: string, html: string | Buffer) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  };
  for (const { path, key, lang } of pages) {
    const page = await prerender(path, { apiBase });
    // Paths that name a file (the static maintenance page) are written as that file.
    write(
      path === '/' ? join(dist, 'index.html') : /\.html?$/.test(path) ? join(dist, path.slice(1)) : join(dist, path.slice(1), 'index.html'),
      await toHtml(page, page.screen ? screenHead(key, lang, !!page.baked) : appPreload(key, lang), '', routes[key].image),
    );
  }
  // A page per device of the catalogue, prerendered with the device (its screen's prerender: name,
  // price, pictures, specifications; title, description and link preview; its schema.org Product).
  const get = await apiFetch();
  const devices = await devicePages(get);
  for (const { path, lang } of devices) {
    const page = await prerender(path, { apiBase });
    write(
      join(dist, decodeURIComponent(path).slice(1), 'index.html'),
      await toHtml(page, page.screen ? screenHead('Device', lang, !!page.baked) : appPreload('Device', lang)),
    );
  }
  // Each help group and article of each language, baked with its data (Help's screen: its prerender), and
  // each published CMS page (ContentPage's): the CMS's HTML in them sanitised on jsdom's DOM (above).
  const helpAddresses = await helpPaths(get);
  const bakedPages = [...(await helpBakedPages(get)), ...(await contentPages(get))];
  for (const { path, key, lang } of bakedPages) {
    const page = await prerender(path, { apiBase });
    write(
      join(dist, decodeURIComponent(path).slice(1), 'index.html'),
      await toHtml(page, page.screen ? screenHead(key, lang, !!page.baked) : appPreload(key, lang)),
    );
  }
  // The not-found page of each language: what nginx and `npm start` answer, with HTTP 404, for an
  // address nothing serves. It is rendered at the language's Home address (its links are those of a
  // page of that language); `page-status` tells the app to start on the not-found page, not the address's route.
  for (const lang of languages) {
    const page = await prerender(routes.Home.paths[lang]!, { notFound: true });
    write(
      join(dist, notFoundPagePath(lang).slice(1)),
      await toHtml(page, appPreload('ContentPage', lang), '<meta name="page-status" content="404">'),
    );
  }
  for (const { path, png } of await pictures.files()) write(join(dist, path.slice(1)), png);
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml([...pages, ...devices, ...bakedPages]));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt());
  // nginx's map of the app's own addresses (deploy/nginx.conf includes it; reload nginx after a deploy).
  // Devices and help articles are the API's: only those the build found are addresses of the site (issue 32 F7).
  const known = {
    Device: [...devices.map((device) => device.path), ...oldDevicePaths(devices)].map((path) => decodeURIComponent(path)),
    Help: helpAddresses,
  };
  writeFileSync(join(dist, 'nginx-routes.map'), nginxRouteMap(known));
  console.log(
    `prerendered ${pages.length} pages, ${devices.length} device pages, ${bakedPages.length} help and CMS pages, ${languages.length} not-found pages, sitemap.xml, robots.txt and nginx-routes.map into ${dist}/`,
  );
} finally {
  await vite.close();
  sandbox?.close();
}
