import { useSyncExternalStore } from 'react';
import { useServices } from '@/shared/services';
import type { SessionSnapshot } from './session-store';

const ANONYMOUS: SessionSnapshot = { token: undefined, claims: undefined, isLoggedIn: false };
const anonymous = () => ANONYMOUS;

/**
 * The login state of this app variant; re-renders on login, logout and token exchange. Prerendered
 * pages are anonymous, so hydration starts anonymous too (the server snapshot) and then shows the
 * stored session: no hydration mismatch for logged-in visitors.
 */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, anonymous);
}
