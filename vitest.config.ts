import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      '@generated/': fileURLToPath(new URL('./generated/', import.meta.url)),
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
  },
});
