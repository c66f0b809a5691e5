import { afterEach, vi } from 'vitest';

/**
 * jsdom has no layout: matchMedia does not exist, so the shell renders its large-screen form.
 * `matchQueries(...)` makes the chosen media queries match (until `restoreQueriesAfterEach` undoes it).
 */
export function matchQueries(matching: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

export function restoreQueriesAfterEach(): void {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
