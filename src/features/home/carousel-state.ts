/** Slide index arithmetic for the carousel: previous and next wrap around. */
export function stepSlide(index: number, delta: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + delta) % count) + count) % count;
}

/** Assumed (the seeds give no value): how long a slide stays before the next one. */
export const SLIDE_INTERVAL_MS = 7000;

/**
 * Whether slides may rotate on their own: never for users who ask for reduced motion, nor where
 * the preference cannot be read (tests, old browsers): rotation is an extra, not the default.
 */
export function mayAutoRotate(win: Pick<Window, 'matchMedia'> | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!win || typeof win.matchMedia !== 'function') return false;
  return !win.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
