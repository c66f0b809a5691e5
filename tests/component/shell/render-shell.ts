import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp, type Rendered } from '../harness';

// Two cores shared with other test runs: give async queries room (they still finish as soon as they pass).
configure({ asyncUtilTimeout: 5000 });

/** Renders the app at `path` and waits until the route (lazy chunk and loader) shows its layout. */
export async function renderShell(path: string, options: Parameters<typeof renderApp>[1] = {}): Promise<Rendered> {
  const rendered = await renderApp(path, options);
  await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
  // The heading first comes from the route's fallback (aria-busy) while lazy layouts and screens load.
  await waitFor(
    () => {
      if (document.querySelector('[aria-busy="true"]')) throw new Error('still loading');
    },
    { timeout: 15_000 },
  );
  return rendered;
}

/** As renderShell, and waits for the footer: its code is a chunk of its own, fetched as the app starts, that can arrive after the page. */
export async function renderWithFooter(path: string, options: Parameters<typeof renderApp>[1] = {}): Promise<Rendered> {
  const rendered = await renderShell(path, options);
  await screen.findByRole('contentinfo', {}, { timeout: 15_000 });
  return rendered;
}
