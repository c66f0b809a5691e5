import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { rjsfRegistry } from './scripts/lib/rjsf-registry-plugin';

export default defineConfig({
  plugins: [react(), rjsfRegistry()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
      // @rjsf/core's Markdown renderer: the portal's forms never use Markdown (see the module).
      'markdown-to-jsx/react': fileURLToPath(new URL('./src/shared/forms/plain-markdown.tsx', import.meta.url)),
    },
  },
  test: {
    include: ['tests/{codegen,unit,component}/**/*.test.{ts,tsx}'],
    environment: 'node',
    // The machine has two cores; more workers only add start-up time.
    maxWorkers: 2,
    // CI has two cores shared by jsdom, the sandbox and fast-check; slow is not broken.
    testTimeout: 20_000,
    setupFiles: ['tests/setup.ts'],
    // Bundled through vite, not loaded by Node, so the markdown-to-jsx alias and the field registry apply to it as in the build.
    server: { deps: { inline: ['@rjsf/core'] } },
  },
});
