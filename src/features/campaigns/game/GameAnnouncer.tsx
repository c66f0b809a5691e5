import { useCallback, useEffect, useRef, type RefObject } from 'react';

/**
 * The game's live region: what a screen reader says when the state changes (the roll starts, the
 * result is in). Polite, so it never cuts the user off; empty until the first change.
 */
export function GameAnnouncer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}

/**
 * Focus for results the user asked for: `request()` (called with the state change) moves focus to
 * `target` once the new state is on the page. Nothing moves focus on its own when the page opens.
 */
export function useFocusRequest(target: RefObject<HTMLElement | null>): () => void {
  const requested = useRef(false);
  useEffect(() => {
    if (!requested.current || !target.current) return;
    requested.current = false;
    target.current.focus();
  });
  return useCallback(() => {
    requested.current = true;
  }, []);
}
