import { useSyncExternalStore } from 'react';
import * as app from '@generated/app';

/** Below the mobile breakpoint (spec/app.yaml breakpoints.mobilePx, 768 px). */
export const SMALL_SCREEN = `(max-width: ${app.breakpoints.mobilePx - 0.02}px)`;
/** Up to the medium breakpoint, where the side navigation sits above the page (1023 px). */
export const UP_TO_MEDIUM = `(max-width: ${app.breakpoints.mediumMaxPx}px)`;

/**
 * Whether a media query matches, following changes. Where matchMedia does not exist (tests without
 * a layout engine) nothing matches, i.e. the large-screen rendering is used.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
