import './scripts/lib/node-typescript';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { securityHeaders } from './deploy/security-headers';
import type { SandboxMiddleware } from './src/sandbox/node-server';
import { preloadOnlyNew } from './scripts/lib/preload-deps';
import { prerenderedPages } from './scripts/lib/preview-server';
import { campaignTexts } from './scripts/lib/campaign-texts-plugin';
import { rjsfRegistry } from './scripts/lib/rjsf-registry-plugin';
import { chunkFileNames } from './scripts/lib/text-chunk-names';
import { startChunk } from './scripts/lib/start-chunk';
import { loadBuildEnv } from './scripts/lib/build-env';

const projectDir = fileURLToPath(new URL('.', import.meta.url)).replace(/\/$/, '');

/** The build's variables (scripts/lib/build-env.ts: the shell's, else .env files'), and the two it derives. */
function buildEnv(mode: string) {
  loadBuildEnv(mode);
  // The app-version meta that open pages poll (campaign seed §4): every build gets its own value.
  process.env.VITE_APP_VERSION ??= `${process.env.npm_package_version ?? '0'}+${Date.now().toString(36)}`;
  // The copyright year of prerendered pages (the footer shows the current year once the page is live).
  // A build against the sandbox at another instant (SANDBOX_AT, src/sandbox/api-clock.ts) is a build of that year.
  process.env.VITE_BUILD_YEAR ??= String((process.env.SANDBOX_AT ? new Date(process.env.SANDBOX_AT) : new Date()).getFullYear());
  return { port: Number(process.env.PORT ?? 5173) };
}

/**
 * The built-in sandbox API under /api for `npm run dev` and `npm start`. It runs in the server
 * process (msw's getResponse over the handlers), never in the browser bundle. A build for a real
 * API (VITE_API_BASE_URL set) gets no sandbox.
 */
function sandbox(): Plugin {
  return {
    name: 'pulsas-sandbox',
    // `npm run dev`: the sandbox goes through the server's module graph, so a saved spec file (regenerated
    // code) or sandbox file reaches it without a restart: it is loaded afresh after such a change.
    async configureServer(server) {
      let handler: SandboxMiddleware | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const load = async () => {
        server.environments.ssr.moduleGraph.invalidateAll();
        const { createSandboxMiddleware } = (await server.ssrLoadModule(
          '/src/sandbox/node-server.ts',
        )) as typeof import('./src/sandbox/node-server');
        handler = createSandboxMiddleware();
      };
      await load();
      server.watcher.on('all', (_event, file) => {
        if (!/[\\/](?:generated|src[\\/]sandbox|src[\\/]shared)[\\/]/.test(file)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void load().catch((error: unknown) => server.config.logger.error(`sandbox: ${String(error)}`)), 50);
      });
      server.middlewares.use((req, res, next) => void handler!(req, res, next));
    },
    // `npm start`: the built portal and the sandbox as they are.
    async configurePreviewServer(server) {
      const { createSandboxMiddleware } = await import('./src/sandbox/node-server');
      const sandboxMiddleware = createSandboxMiddleware();
      // The API's answers carry the documents' security headers too, from the one source, as nginx sends them
      // for /api (issue 47 F7: the sandbox's payment page could be framed by any site).
      server.middlewares.use((req, res, next) => {
        if (/^\/api(?:[/?]|$)/.test(req.url ?? '')) for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
        void sandboxMiddleware(req, res, next);
      });
    },
  };
}

/**
 * `npm run dev` follows spec/ as product staff write it: every saved spec file (and any written before the
 * server started: `npm run dev` runs codegen first) regenerates generated/ in this process, reusing what did
 * not change, and Vite hot-updates the page; a mistake shows in the terminal and the browser's overlay, the
 * last good output stays, and the fix clears the overlay. Generated code and the sandbox are followed through
 * the module graph, never by restarting the server (which took about 12 s a save).
 */
function specWatcher(): Plugin {
  return {
    name: 'pulsas-spec-watch',
    apply: 'serve',
    configResolved(config) {
      const followed = (file: string) => /[\\/](?:generated|src)[\\/]/.test(file);
      config.configFileDependencies.splice(0, Infinity, ...config.configFileDependencies.filter((file) => !followed(file)));
    },
    async configureServer(server) {
      const { runCodegen } = await import('./codegen/run');
      const root = server.config.root;
      const specDir = resolve(root, 'spec');
      server.watcher.add(specDir);
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> = Promise.resolve();
      let failing = false;
      const regenerate = () =>
        (running = running.then(async () => {
          try {
            const { changed, ms, warnings } = await runCodegen(root);
            const { formatWarning } = await import('./codegen/load/diagnostics');
            for (const warning of warnings) server.config.logger.warn(formatWarning(warning), { timestamp: true });
            server.config.logger.info(`codegen: ${changed} file(s) changed, ${ms} ms`, { timestamp: true });
            // Fixed back to what generated/ already holds: nothing changes, so clear the overlay here.
            if (failing && changed === 0) server.ws.send({ type: 'full-reload' });
            failing = false;
          } catch (error) {
            failing = true;
            const message = error instanceof Error ? error.message : String(error);
            server.config.logger.error(message, { timestamp: true });
            server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'spec' } });
          }
        }));
      server.watcher.on('all', (_event, file) => {
        if (!file.startsWith(specDir)) return;
        clearTimeout(timer);
        timer = setTimeout(() => void regenerate(), 50);
      });
    },
  };
}

const preloads = preloadOnlyNew();
const start = startChunk(fileURLToPath(new URL('./src/app/start.tsx', import.meta.url)));

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

/**
 * @rjsf/utils' URI resolver for the forms' local $refs (see the module; its test compares it with
 * fast-uri): a size trim for builds only. The development server pre-bundles the form library whole, ajv's
 * compiler included, which needs fast-uri's parse (issue 34: every form failed under `npm run dev`).
 */
function formLibraryTrims(command: 'build' | 'serve') {
  if (command !== 'build') return [];
  return [{ find: 'fast-uri', replacement: fileURLToPath(new URL('./src/shared/forms/uri-resolver.ts', import.meta.url)) }];
}

export default defineConfig(({ command, mode }) => {
  const { port } = buildEnv(mode);
  return {
    plugins: [
      react(),
      rjsfRegistry(),
      campaignTexts(),
      preloads.plugin,
      start.plugin,
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
        // react-i18next's polyfill of a hook React 19 has (see the module).
        {
          find: /^use-sync-external-store\/shim$/,
          replacement: fileURLToPath(new URL('./src/shared/react-sync-store.ts', import.meta.url)),
        },
        ...formLibraryTrims(command),
      ],
    },
    // Other builds, working copies and test output in the checkout are not the app's sources. Named from this
    // project's folder: a working copy runs its own server from inside .campaign-fixture/ or .bench-dev/.
    server: {
      port,
      strictPort: true,
      watch: { ignored: ['dist-*', 'test-results*', '.campaign-fixture', '.bench-dev', '.tmp'].map((dir) => `${projectDir}/${dir}/**`) },
    },
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
          // What every page runs at start is one chunk (scripts/lib/start-chunk.ts): left to the automatic
          // split it fell into a dozen small shared chunks by who else imported each module, 4.2 kB gzip of
          // chunk overhead on every page (i18next and React alone had fallen into two to four).
          codeSplitting: {
            // A group takes the modules its test names, not what they import too: the entry's own stay there.
            includeDependenciesRecursively: false,
            groups: [
              // With it the three one-line rules that join the campaign files' parts (on-disk.ts), which nearly every
              // page's layout, banners or routes use: a chunk of their own was 0.15 kB gzip on each of those pages.
              { name: 'start', test: (id) => start.test(id) || id.endsWith('/src/shared/campaign-files/on-disk.ts') },
              // Small shared rules that load together, one chunk each instead of one per module (about 0.2 kB
              // gzip of overhead apiece): every number and date a page writes, and the ways to pay with the card
              // state, config flags and feature switches they read (issue 49 gave each rule its one module).
              { name: 'formats', test: /src\/shared\/format\/(format|numbers)\.ts$/ },
              { name: 'payment-rules', test: /src\/shared\/(account\/(payment-ways|config-flags|features)|cards\/card-state)\.ts$/ },
              // What every campaign screen with code of its own starts with: its window, its texts' language, the closed page.
              {
                name: 'campaign-screen',
                test: /src\/features\/campaigns\/(campaign-screen|prerender-ended|text-language|pages\/LazyClosedPage)\.tsx?$/,
              },
              { name: 'campaign-purchase', test: /src\/features\/campaigns\/purchase\/(payment-choices|full-name)\.ts$/ },
            ],
          },
        },
      },
    },
  };
});
