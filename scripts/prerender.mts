import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';
import { routes } from '../generated/routes';
import { Bundle, ENTRY, routeLoad, screenKey } from './lib/bundle';
import { robotsTxt, sitemapXml } from './lib/site-files';

/**
 * After `vite build`: renders every public route in every language to static HTML in dist/
 * (dist/<path>/index.html; Home in lt is dist/index.html). The plain app shell, for every other path,
 * is kept as dist/app.html (nginx and `npm start` fall back to it).
 */
const dist = process.env.E2E_OUT_DIR ?? 'dist';
const built = readFileSync(join(dist, 'index.html'), 'utf8');
const bundle = new Bundle(dist);
const inBuilt = new Set([...built.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((m) => m[1]));
const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');

// Every page links the styles of the app the entry starts (the header's and footer's among them):
// the first paint is already styled.
const entry = bundle.closure(ENTRY);
const styled = built.replace('</head>', `${entry.css.filter((file) => !built.includes(`/${file}"`)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('')}</head>`);
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
function appPreload(key: keyof typeof routes, lang: Parameters<typeof routeLoad>[2]): string {
  const files = routeLoad(bundle, routes[key], lang).initial.js.filter((file) => !inBuilt.has(file));
  return `<meta name="app-preload" content="${files.map((file) => `/${file}`).join(' ')}">`;
}

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { prerender, prerenderPaths } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
  const pages = prerenderPaths();
  for (const { path, key, lang } of pages) {
    const page = await prerender(path);
    const html = styled
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}${appPreload(key, lang)}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
    // Paths that name a file (the static maintenance page) are written as that file.
    const file = path === '/' ? join(dist, 'index.html') : /\.html?$/.test(path) ? join(dist, path.slice(1)) : join(dist, path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(pages));
  writeFileSync(join(dist, 'robots.txt'), robotsTxt());
  console.log(`prerendered ${pages.length} pages, sitemap.xml and robots.txt into ${dist}/`);
} finally {
  await vite.close();
}
