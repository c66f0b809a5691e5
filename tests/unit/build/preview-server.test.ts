import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { preview, type PreviewServer } from 'vite';
import { fileIn, prerenderedPages } from '../../../scripts/lib/preview-server';
import { nginxRouteMap } from '../../../scripts/lib/site-files';

/**
 * `npm start`'s file server (scripts/lib/preview-server.ts) over a small dist/ beside a file outside it,
 * answering as nginx does (issue 32 F4, F7): files, prerendered pages, the app's addresses from the
 * build's map, the API's pages, and 404 with the not-found page for the rest, whatever exists elsewhere.
 */
let server: PreviewServer;
let api: Server;
let base: string;

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'preview-server-'));
  const dist = join(root, 'dist');
  const page = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
  };
  page('index.html', 'home');
  page('app.html', 'shell');
  page('404.html', 'not found lt');
  page('en/404.html', 'not found en');
  page('planai/index.html', 'plans');
  page('assets/app.js', 'code');
  page('assets/app.js.map', 'map');
  page('nginx-routes.map', nginxRouteMap({ Device: ['/prekes/telefonas'], Help: ['/pagalba', '/pagalba/mokejimai'] }));
  writeFileSync(join(root, 'secret.txt'), 'outside dist');
  api = createServer((req, res) => {
    const path = new URL(req.url!, 'http://api').searchParams.get('path');
    res.statusCode = path === '/apie-mus' ? 200 : 404;
    res.end();
  });
  await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
  const apiBase = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  server = await preview({
    configFile: false,
    root,
    logLevel: 'silent',
    build: { outDir: 'dist' },
    preview: { port: 0, host: '127.0.0.1' },
    plugins: [prerenderedPages(() => apiBase)],
  });
  base = server.resolvedUrls!.local[0]!.replace(/\/$/, '');
}, 30_000);

afterAll(async () => {
  await server?.close();
  api?.close();
});

const get = async (path: string) => {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, text: await response.text() };
};

describe("npm start's file server", () => {
  it.each([
    ['/', 200, 'home'],
    ['/planai', 200, 'plans'],
    ['/assets/app.js', 200, 'code'],
    ['/prekes/telefonas', 200, 'shell'],
    ['/pagalba/mokejimai', 200, 'shell'],
    ['/kalba/en', 200, 'shell'],
    ['/refill/success', 200, 'shell'],
    ['/apie-mus', 200, 'shell'],
  ])('serves %s (%i)', async (path, status, text) => {
    expect(await get(path)).toEqual({ status, text });
  });

  it.each([
    ['/prekes/nera', 'not found lt'],
    ['/pagalba/nera/nera', 'not found lt'],
    ['/kalba/xx', 'not found lt'],
    ['/refill/laimeta', 'not found lt'],
    ['/en/no-such-page', 'not found en'],
    ['/assets/app.js.map', 'not found lt'],
    ['/404.html', 'not found lt'],
    ['/nginx-routes.map', 'not found lt'],
    // Encoded dot segments that leave dist/: the same answer whether the file exists (issue 32 F4).
    ['/..%2fsecret.txt', 'not found lt'],
    ['/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/passwd', 'not found lt'],
    ['/..%2f..%2f..%2f..%2f..%2f..%2f..%2fetc/no-such-file', 'not found lt'],
    ['/%2e%2e/secret.txt', 'not found lt'],
    ['/planai/%', 'not found lt'],
  ])('answers %s with 404 and the not-found page', async (path, text) => {
    expect(await get(path)).toEqual({ status: 404, text });
  });
});

describe('fileIn', () => {
  it('keeps a path inside its folder', () => {
    expect(fileIn('/srv/dist', '/a/b.html')).toBe('/srv/dist/a/b.html');
    expect(fileIn('/srv/dist', '/a/../b')).toBe('/srv/dist/b');
    expect(fileIn('/srv/dist', '/')).toBe('/srv/dist');
  });

  it('refuses a path whose dot segments leave it, a sibling folder of a similar name included', () => {
    expect(fileIn('/srv/dist', '/../x')).toBeUndefined();
    expect(fileIn('/srv/dist', '../secret')).toBeUndefined();
    expect(fileIn('/srv/dist', '/a/../../../etc/passwd')).toBeUndefined();
    expect(fileIn('/srv/dist', '/../dist-other/y')).toBeUndefined();
  });
});
