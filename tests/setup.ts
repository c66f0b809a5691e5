// Component tests opt into jsdom per file (`// @vitest-environment jsdom`); matchers are shared.
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';
import { afterEach, vi } from 'vitest';
import { startPage } from '@/shared/page-state';
import { installClock, shiftedDate, TEST_MOMENT } from './moment';
// Every route at once, as Node tools have them (the app loads the campaigns' where a page needs them:
// tests/unit/routing/route-discovery.test.ts tries that path on a table without them).
import '@/shared/routing/every-route';

// Every file starts at the one test instant, whatever day the machine says (issue 46): the app's clock
// and the sandbox's world read the same `Date`. A test that needs another day says so (`travelTo`, or
// vitest's fake timers for a frozen one).
installClock({ at: Date.parse(TEST_MOMENT) });

// Files share one module graph and one jsdom document (vitest.config.ts): each file is a page load of its
// own, so the modals on screen, the clock's offset or the consent dialog of the file before are not this one's.
startPage();
if (typeof document !== 'undefined') {
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
  document.head.replaceChildren();
  document.body.replaceChildren();
}

// Lazy screens load their chunk and texts before rendering; on a busy two-core CI machine that can
// take more than the default second.
configure({ asyncUtilTimeout: 5000 });

// Vitest has no globals here, so Testing Library cannot register its own cleanup: without this,
// every rendered app stays mounted, and React work still queued when a file's jsdom is torn down
// fails with "window is not defined".
afterEach(async () => {
  // vi.setSystemTime without fake timers puts back the machine's own Date when it is undone: the test instant stands again.
  if (!vi.isFakeTimers() && globalThis.Date !== shiftedDate()) globalThis.Date = shiftedDate()!;
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
});
