// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers are shared.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';

// Lazy screens load their chunk and texts before rendering; on a busy two-core CI machine that can
// take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Vitest has no globals here, so Testing Library cannot register its own cleanup: without this,
// every rendered app stays mounted, and React work still queued when a file's jsdom is torn down
// fails with "window is not defined".
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
