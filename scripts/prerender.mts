import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'vite';

/**
 * After `vite build`: renders every public route in every language to static HTML in dist/
 * (dist/<path>/index.html; Home in lt is dist/index.html). The plain app shell, for every other path,
 * is kept as dist/app.html (nginx and `npm start` fall back to it).
 */
const dist = process.env.E2E_OUT_DIR ?? 'dist';
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
writeFileSync(join(dist, 'app.html'), shell);

const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom', logLevel: 'error' });
try {
  const { prerender, prerenderPaths } = (await vite.ssrLoadModule('/src/app/prerender.tsx')) as typeof import('../src/app/prerender');
  const pages = prerenderPaths();
  for (const { path } of pages) {
    const page = await prerender(path);
    const html = shell
      .replace(/<html lang="[^"]*">/, `<html lang="${page.lang}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `${page.head.replace(/<(title|meta|link)\b/g, '<$1 data-prerendered')}</head>`)
      .replace('<div id="root"></div>', `<div id="root">${page.body}</div>`);
    // Paths that name a file (the static maintenance page) are written as that file.
    const file = path === '/' ? join(dist, 'index.html') : /\.html?$/.test(path) ? join(dist, path.slice(1)) : join(dist, path.slice(1), 'index.html');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
  }
  console.log(`prerendered ${pages.length} pages into ${dist}/`);
} finally {
  await vite.close();
}
