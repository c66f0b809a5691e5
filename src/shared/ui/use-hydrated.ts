import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a prerendered page hydrates (and on the server), true afterwards. Prerendered HTML
 * knows the path only, not the query or hash, so anything built from those waits for this.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
