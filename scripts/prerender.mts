import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import * as app from '../generated/app';
import { languages, routes } from '../generated/routes';
import { Bundle, ENTRY, routeLoad, screenKey } from './lib/bundle';
import { apiFetch, devicePages } from './lib/device-pages';
import { helpPaths } from './lib/help-pages';
import { screenAssets } from './lib/screen-assets';
import { notFoundPagePath } from './lib/not-found-page';
import { nginxRouteMap, robotsTxt, sitemapXml } from './lib/site-files';

/**
 * After `vite build`: renders every public route in every language to static HTML in dist/
 * (dist/<path>/index.html; Home in lt is dist/index.html). The plain app shell, for the app's other
 * addresses and the CMS's pages, is kept as dist/app.html (nginx and `npm start` fall back to it); the
 * not-found page of each language as dist/404.html, dist/en/404.html, dist/ru/404.html (sent with 404).
 */
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
// paths it serves are the CMS's content pages and the account area: the content screen is preloaded
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
  return `<meta name="app-preload" content="${files.map((file) => `/${file}`).join(' ')}">`;
}

/**
 * A page prerendered with its whole screen: the styles of what the screen drew (its page and part
 * chunks, loaded later by its loader) are linked, so the first paint is styled as the live page; their
 * code is preloaded with the app's; `page-status` tells the app to load the screen before it hydrates.
 */
function screenHead(key: keyof typeof routes, lang: Parameters<typeof routeLoad>[2]): string {
  const { js, css: more } = screenAssets(bundle, key);
  const css = [...new Set([...routeLoad(bundle, routes[key], lang).initial.css, ...more])];
  const links = css.filter((file) => !styled.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return `<meta name="page-status" content="screen">${links.join('')}${appPreload(key, lang, js)}`;
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { prerender, prerenderPaths } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
  const pages = prerenderPaths();
  const toHtml = (page: Awaited<ReturnType<typeof prerender>>, preload: string, marker = '') =>
    styled
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${marker}${page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}${preload}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
  const write = (file: string, html: string) => {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  };
  for (const { path, key, lang } of pages) {
    const page = await prerender(path);
    // Paths that name a file (the static maintenance page) are written as that file.
    write(
      path === '/' ? join(dist, 'index.html') : /\.html?$/.test(path) ? join(dist, path.slice(1)) : join(dist, path.slice(1), 'index.html'),
      toHtml(page, page.screen ? screenHead(key, lang) : appPreload(key, lang)),
    );
  }
  // A page per device of the catalogue: the route's frame and heading like any page, with the
  // device's own name as its title (the page's data, prices and stock, load live).
  const get = await apiFetch();
  const devices = await devicePages(get);
  const escapeHtml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  for (const { path, lang, title } of devices) {
    const page = await prerender(path);
    page.head = page.head.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)} | ${escapeHtml(app.product.name)}</title>`);
    write(join(dist, decodeURIComponent(path).slice(1), 'index.html'), toHtml(page, appPreload('Device', lang)));
  }
  // The not-found page of each language: what nginx and `npm start` answer, with HTTP 404, for an
  // address nothing serves. It is rendered at the language's Home address (its links are those of a
  // page of that language); `page-status` tells the app to start on the not-found page, not the address's route.
  for (const lang of languages) {
    const page = await prerender(routes.Home.paths[lang]!, { notFound: true });
    write(
      join(dist, notFoundPagePath(lang).slice(1)),
      toHtml(page, appPreload('ContentPage', lang), '<meta name="page-status" content="404">'),
    );
  }
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml([...pages, ...devices]));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt());
  // nginx's map of the app's own addresses (deploy/nginx.conf includes it; reload nginx after a deploy).
  // Devices and help articles are the API's: only those the build found are addresses of the site (issue 32 F7).
  const known = { Device: devices.map((device) => decodeURIComponent(device.path)), Help: await helpPaths(get) };
  writeFileSync(join(dist, 'nginx-routes.map'), nginxRouteMap(known));
  console.log(
    `prerendered ${pages.length} pages, ${devices.length} device pages, ${languages.length} not-found pages, sitemap.xml, robots.txt and nginx-routes.map into ${dist}/`,
  );
} finally {
  await vite.close();
}
