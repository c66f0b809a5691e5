import react from '@vitejs/plugin-react';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { securityHeaders } from './deploy/security-headers';

const port = Number(process.env.PORT ?? 5173);
// The app-version meta that open pages poll (campaign seed §4): every build gets its own value.
process.env.VITE_APP_VERSION ??= `${process.env.npm_package_version ?? '0'}+${Date.now().toString(36)}`;

/**
 * The built-in sandbox API under /api for `npm run dev` and `npm start`. It runs in the server
 * process (msw's getResponse over the handlers), never in the browser bundle. A build for a real
 * API (VITE_API_BASE_URL set) gets no sandbox.
 */
/**
 * `npm start` serves dist/ as nginx does (deploy/nginx.conf): a file, else the prerendered page at
 * <path>/index.html, else the plain app shell (app.html) for every other page.
 */
function prerenderedPages(): Plugin {
  return {
    name: 'pulsas-prerendered-pages',
    configurePreviewServer(server) {
      const dist = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, _res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        const query = (req.url ?? '').slice(path.length);
        if (req.method === 'GET' && !path.startsWith('/api/') && !existsSync(join(dist, path))) {
          req.url = `${existsSync(join(dist, path, 'index.html')) ? join(path, 'index.html') : '/app.html'}${query}`;
        } else if (path !== '/' && path.endsWith('/') === false && existsSync(join(dist, path, 'index.html'))) {
          req.url = `${join(path, 'index.html')}${query}`;
        }
        next();
      });
    },
  };
}

function sandbox(): Plugin {
  const mount = async (use: (handler: never) => void) => {
    const { createSandboxMiddleware } = await import('./src/sandbox/node-server');
    use(createSandboxMiddleware() as never);
  };
  return {
    name: 'pulsas-sandbox',
    configureServer: (server) => mount(server.middlewares.use.bind(server.middlewares)),
    configurePreviewServer: (server) => mount(server.middlewares.use.bind(server.middlewares)),
  };
}

export default defineConfig({
  plugins: [react(), prerenderedPages(), ...(process.env.VITE_API_BASE_URL ? [] : [sandbox()])],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
    },
  },
  server: { port, strictPort: true },
  preview: { port, strictPort: true, headers: securityHeaders },
  build: {
    target: 'es2022',
    // The manifest and source maps let scripts/budgets.ts tell which code each page loads.
    manifest: true,
    sourcemap: true,
  },
});
