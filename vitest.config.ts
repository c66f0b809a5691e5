import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { campaignTexts } from './scripts/lib/campaign-texts-plugin';
import { rjsfRegistry } from './scripts/lib/rjsf-registry-plugin';
import { TEST_ROOTS, testFiles } from './scripts/lib/test-files';

const reactRouter = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/development/${file}`, import.meta.url));

const NODE_TESTS = ['tests/codegen/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
const COMPONENT_TESTS = ['tests/component/**/*.test.{ts,tsx}'];

/**
 * Test files that replace a module (vi.mock, vi.doMock, vi.resetModules) run each in a module graph of its
 * own. Found by reading the files, so a new test that mocks a module is isolated without a list to keep.
 */
const replacesModules = TEST_ROOTS.flatMap(testFiles).filter((file) =>
  /\bvi\.(mock|doMock|resetModules|unmock|doUnmock)\(/.test(readFileSync(file, 'utf8')),
);

export default defineConfig({
  plugins: [react(), rjsfRegistry(), campaignTexts()],
  resolve: {
    alias: [
      { find: '@/', replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
      { find: '@generated/', replacement: fileURLToPath(new URL('./generated/', import.meta.url)) },
      // @rjsf/core's Markdown renderer: the portal's forms never use Markdown (see the module).
      { find: 'markdown-to-jsx/react', replacement: fileURLToPath(new URL('./src/shared/forms/plain-markdown.tsx', import.meta.url)) },
      // One router for both its names: in Node, react-router resolves to its CommonJS build while react-router/dom
      // takes the ES one, two router contexts (a screen then finds no router). Both ES files share their chunks.
      { find: /^react-router$/, replacement: reactRouter('index.mjs') },
      { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
    ],
  },
  test: {
    environment: 'node',
    // The machine has two cores; more workers only add start-up time.
    maxWorkers: 2,
    // CI has two cores shared by jsdom, the sandbox and fast-check; slow is not broken.
    testTimeout: 20_000,
    setupFiles: ['tests/setup.ts'],
    // Bundled through vite, not loaded by Node, so the markdown-to-jsx alias and the field registry apply to it as in the build.
    server: { deps: { inline: ['@rjsf/core'] } },
    projects: [
      // Codegen and unit tests share a module graph per worker (some in jsdom): none keeps module state
      // between files (checked with their files in shuffled order).
      { extends: true, test: { name: 'node', include: NODE_TESTS, exclude: replacesModules, isolate: false } },
      // Component tests share one too (issue 53: 143–160 s against 429 s for a graph per file). Each file
      // starts a page of its own (tests/setup.ts: what lives as long as a page starts again, see
      // src/shared/page-state.ts); what an app learns is its services'. Checked with the files shuffled.
      { extends: true, test: { name: 'component', include: COMPONENT_TESTS, exclude: replacesModules, isolate: false } },
      { extends: true, test: { name: 'isolated', include: replacesModules } },
    ],
  },
});
