/**
 * Whether the user asked for less motion (prefers-reduced-motion): the die and the wheel then show their
 * result at once. Where matchMedia does not exist (tests without a browser), motion is reduced too.
 */
export function prefersReducedMotion(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** How long an animation of `ms` runs for this user: none with reduced motion. */
export function animationMs(ms: unknown): number {
  return prefersReducedMotion() || typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0 ? 0 : ms;
}

/** Resolves after `ms` (at once for 0), so a result waits for the animation that shows it. */
export function wait(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
