import react from '@vitejs/plugin-react';
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { securityHeaders } from './deploy/security-headers';
import { preloadOnlyNew } from './scripts/lib/preload-deps';
import { prerenderedPages } from './scripts/lib/preview-server';
import { rjsfRegistry } from './scripts/lib/rjsf-registry-plugin';
import { chunkFileNames } from './scripts/lib/text-chunk-names';

const port = Number(process.env.PORT ?? 5173);
// The app-version meta that open pages poll (campaign seed §4): every build gets its own value.
process.env.VITE_APP_VERSION ??= `${process.env.npm_package_version ?? '0'}+${Date.now().toString(36)}`;
// The copyright year of prerendered pages (the footer shows the current year once the page is live).
process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());

/**
 * The built-in sandbox API under /api for `npm run dev` and `npm start`. It runs in the server
 * process (msw's getResponse over the handlers), never in the browser bundle. A build for a real
 * API (VITE_API_BASE_URL set) gets no sandbox.
 */
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

/**
 * `npm run dev` regenerates generated/ when a file in spec/ changes (codegen in a child process, as
 * `npm run codegen` runs it), so the page follows a campaign file as product staff write it; a mistake
 * in the spec shows in the terminal and in the browser's error overlay, and the last good output stays.
 */
function specWatcher(): Plugin {
  return {
    name: 'pulsas-spec-watch',
    apply: 'serve',
    configureServer(server) {
      const specDir = resolve('spec');
      server.watcher.add(specDir);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> = Promise.resolve();
      const regenerate = () => {
        running = running.then(
          () =>
            new Promise<void>((done) => {
              const child = spawn('npx', ['tsx', 'codegen/cli.ts'], { stdio: ['ignore', 'pipe', 'pipe'] });
              let output = '';
              child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
              child.on('close', (code) => {
                const message = output
                  .split('\n')
                  .filter((line) => line && !line.startsWith('npm warn'))
                  .join('\n');
                if (code === 0) server.config.logger.info(message, { timestamp: true });
                else {
                  server.config.logger.error(message, { timestamp: true });
                  server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'spec' } });
                }
                done();
              });
            }),
        );
      };
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(specDir)) return;
        clearTimeout(timer);
        timer = setTimeout(regenerate, 200);
      });
    },
  };
}

const preloads = preloadOnlyNew();

/**
 * React Router's package exports only its development build (dev warnings on), whatever the
 * condition; a production build takes its production files, which it ships beside them.
 */
function reactRouterProduction(command: 'build' | 'serve') {
  if (command !== 'build') return [];
  const dist = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: dist('index.mjs') },
    { find: /^react-router\/dom$/, replacement: dist('dom-export.mjs') },
  ];
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    rjsfRegistry(),
    preloads.plugin,
    prerenderedPages((req) => process.env.VITE_API_BASE_URL ?? `http://${req.headers.host ?? `localhost:${port}`}/api`),
    specWatcher(),
    ...(process.env.VITE_API_BASE_URL ? [] : [sandbox()]),
  ],
  resolve: {
    alias: [
      ...reactRouterProduction(command),
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: '@generated/', replacement: fileURLToPath(new URL('./generated/', import.meta.url)) },
      // @rjsf/core's Markdown renderer: the portal's forms never use Markdown (see the module).
      { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./src/shared/forms/plain-markdown.tsx', import.meta.url)) },
      // @rjsf/utils' URI resolver, for the forms' local $refs (see the module; its test compares it with fast-uri).
      // react-i18next's polyfill of a hook React 19 has (see the module).
      { find: /^use-sync-external-store\/shim$/, replacement: fileURLToPath(new URL('./src/shared/react-sync-store.ts', import.meta.url)) },
      { find: 'fast-uri', replacement: fileURLToPath(new URL('./src/shared/forms/uri-resolver.ts', import.meta.url)) },
    ],
  },
  // Other builds and test output in the checkout are not the app's sources.
  server: { port, strictPort: true, watch: { ignored: ['**/dist-*/**', '**/test-results*/**', '**/.campaign-fixture/**', '**/.tmp/**'] } },
  preview: { port, strictPort: true, headers: securityHeaders },
  build: {
    target: 'es2022',
    // The manifest and source maps let scripts/budgets.ts tell which code each page loads. The maps are
    // 'hidden': written beside the files but not named in them, and neither server serves them
    // (deploy/nginx.conf, the preview middleware above), so the source is not published (issue 7).
    manifest: true,
    // No modulepreload polyfill (0.3 kB gzip on every page): every browser the build targets but Safari 16
    // preloads modules itself, and there a preload is only a head start, never needed to run.
    modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
    sourcemap: 'hidden',
    // The text chunks share one version in their names (see the module): −0.65 kB gzip on every page.
    rolldownOptions: {
      output: {
        chunkFileNames: command === 'build' ? chunkFileNames(fileURLToPath(new URL('.', import.meta.url))) : undefined,
        // i18next and react-i18next start on every page: one chunk (with React, which they import), whatever
        // else a change imports. Left to the automatic split, they fell into two to four chunks by who else
        // imported them (1.1-1.3 kB gzip of chunk overhead on every page). Anything else of these packages a
        // lazy screen imported would join this chunk, on every page.
        codeSplitting: {
          groups: [{ name: 'i18next', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ }],
        },
      },
    },
  },
}));
