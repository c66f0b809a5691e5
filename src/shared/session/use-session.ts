import { useSyncExternalStore } from 'react';
import { useServices } from '@/shared/services';
import type { SessionSnapshot } from './session-store';

/** The login state of this app variant; re-renders on login, logout and token exchange. */
export function useSession(): SessionSnapshot {
  const { session } = useServices();
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}
