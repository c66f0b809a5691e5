import { useSyncExternalStore } from 'react';
import { useServices } from '@/shared/services';
import { LOGGED_OUT, type SessionSnapshot } from './session-store';

// The store's own logged-out snapshot: for an anonymous visitor React sees no change after hydration.
const anonymous = () => LOGGED_OUT;

/**
 * The login state of this app variant; re-renders on login, logout and token exchange. Prerendered
 * pages are anonymous, so hydration starts anonymous too (the server snapshot) and then shows the
 * stored session: no hydration mismatch for logged-in visitors.
 */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, anonymous);
}
