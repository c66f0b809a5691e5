import { existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { securityHeaders } from '../../deploy/security-headers';
import { notFoundPagePath } from './not-found-page';

/**
 * `npm start` serves dist/ as nginx does (deploy/nginx.conf): a file, else the prerendered page at
 * <path>/index.html, else the plain app shell (app.html) for the app's own addresses (the build's
 * dist/nginx-routes.map, which nginx includes too, so both servers answer the same) and for what the API
 * knows there (a CMS page or a short link: GET /pages/resolve); any other address is answered 404 with
 * the prerendered not-found page of its language.
 */
export function prerenderedPages(apiBase: (req: IncomingMessage) => string): Plugin {
  return {
    name: 'pulsas-prerendered-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      const isAppAddress = appAddresses(dist);
      server.middlewares.use((req, res, next) => {
        const raw = (req.url ?? '/').split('?')[0]!;
        const query = (req.url ?? '').slice(raw.length);
        if (req.method !== 'GET' && req.method !== 'HEAD') return next();
        if (raw === '/api' || raw.startsWith('/api/')) return next();
        const path = decoded(raw);
        // Source maps stay in the build (the size budgets read them) but are not served (issue 7); an
        // address that is no path, or whose dot segments leave dist/, is no file of the site (issue 32 F4).
        const file = path === undefined || /\.(?:js|css)\.map$/.test(path) ? undefined : fileIn(dist, path);
        if (path === undefined || file === undefined) return notFound(res, dist, raw);
        if (!NOT_SERVED.test(path) && existsSync(file) && statSync(file).isFile()) return next();
        if (existsSync(join(file, 'index.html'))) {
          req.url = `${join(path, 'index.html')}${query}`;
          return next();
        }
        const shell = () => {
          req.url = `/app.html${query}`;
          next();
        };
        if (isAppAddress(path)) return shell();
        void resolvedByApi(`${apiBase(req)}/pages/resolve`, raw, query, req.headers.cookie).then((known) =>
          known ? shell() : notFound(res, dist, path),
        );
      });
    },
  };
}

/** Files of dist/ that are not pages of the site: the not-found pages (sent with 404 only) and nginx's map. */
const NOT_SERVED = /^(?:\/(?:en|ru))?\/404\.html$|^\/nginx-routes\.map$/;

/** The decoded path, or undefined when it is not valid percent-encoding or carries a NUL. */
function decoded(raw: string): string | undefined {
  try {
    const path = decodeURIComponent(raw);
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/** The file a path names inside `root`, or undefined when its dot segments (`/..%2f..%2fetc`) leave it. */
export function fileIn(root: string, path: string): string | undefined {
  const file = resolve(root, `.${path.startsWith('/') ? path : `/${path}`}`);
  return file === root || file.startsWith(`${root}${sep}`) ? file : undefined;
}

/** Whether a path is one of the app's own addresses, read from the build's nginx map (exact entries and regexes). */
export function appAddresses(dist: string): (path: string) => boolean {
  let exact: Set<string> | undefined;
  const patterns: RegExp[] = [];
  return (path) => {
    if (!exact) {
      exact = new Set();
      const map = join(dist, 'nginx-routes.map');
      for (const line of existsSync(map) ? readFileSync(map, 'utf8').split('\n') : []) {
        const quoted = /^"((?:[^"\\]|\\.)*)" 1;$/.exec(line);
        const regex = /^~(\S+) 1;$/.exec(line);
        if (quoted) exact.add(quoted[1]!.replace(/\\(.)/g, '$1'));
        else if (regex) patterns.push(new RegExp(regex[1]!));
      }
    }
    return exact.has(path) || patterns.some((pattern) => pattern.test(path));
  };
}

/** Whether the API serves something at the address (a page the request may see, or a short link). The API down: yes, the app shows maintenance. */
async function resolvedByApi(endpoint: string, path: string, query: string, cookie: string | undefined): Promise<boolean> {
  const key = new URLSearchParams(query.slice(1)).get('hiddenPageKey');
  const url = `${endpoint}?${new URLSearchParams({ path, ...(key ? { hiddenPageKey: key } : {}) })}`;
  try {
    const { status } = await fetch(url, { headers: cookie ? { cookie } : {} });
    return status !== 404 && status !== 400;
  } catch {
    return true;
  }
}

function notFound(res: ServerResponse, dist: string, path: string): void {
  const lang = /^\/(en|ru)(?:\/|$)/.exec(path)?.[1] as 'en' | 'ru' | undefined;
  const page = readFileSync(join(dist, notFoundPagePath(lang ?? 'lt').slice(1)));
  res.writeHead(404, { ...securityHeaders, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(page);
}
